import { yearOptions } from '@vdp/shared/vehicles/catalogue';
import { useMemo } from 'react';
import type { Option } from '../../components/form/SelectField';
import { useDonationLimits } from './useDonationLimits';

/** Years from the current one down to the setting donations.vehicle_min_year. */
export function useYearOptions(): Option[] {
  const { minYear } = useDonationLimits();
  return useMemo(
    () => yearOptions(new Date().getFullYear(), minYear).map((year) => ({ value: String(year), label: String(year) })),
    [minYear],
  );
}
