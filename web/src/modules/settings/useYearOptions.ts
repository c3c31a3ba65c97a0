import { DEFAULT_MIN_YEAR, yearOptions } from '@vdp/shared/vehicles/catalogue';
import { useMemo } from 'react';
import { usePublicSettings } from './SettingsContext';
import type { Option } from '../../components/form/SelectField';

/** Years from the current one down to the setting donations.vehicle_min_year (default 1985). */
export function useYearOptions(): Option[] {
  const settings = usePublicSettings();
  const setting = Number(settings.get('donations.vehicle_min_year'));
  const minYear = Number.isInteger(setting) && setting > 0 ? setting : DEFAULT_MIN_YEAR;
  return useMemo(
    () => yearOptions(new Date().getFullYear(), minYear).map((year) => ({ value: String(year), label: String(year) })),
    [minYear],
  );
}
