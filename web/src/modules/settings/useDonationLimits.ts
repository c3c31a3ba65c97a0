import { donationLimits, type DonationLimits } from '@vdp/shared/settings/donation-limits';
import { useMemo } from 'react';
import { usePublicSettings } from './SettingsContext';

/** The settings' minimum vehicle year and maximum mileage (the api refuses beyond them too). */
export function useDonationLimits(): DonationLimits {
  const settings = usePublicSettings();
  const minYear = settings.get('donations.vehicle_min_year');
  const maxMileage = settings.get('donations.max_mileage_km');
  return useMemo(() => donationLimits(minYear, maxMileage), [minYear, maxMileage]);
}
