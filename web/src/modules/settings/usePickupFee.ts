import { usePublicSettings } from './SettingsContext';

/** The pickup fee in dollars (setting donations.pickup_fee): 0 means free pickup. */
export function usePickupFee(): number {
  const fee = Number(usePublicSettings().get('donations.pickup_fee'));
  return Number.isFinite(fee) && fee > 0 ? fee : 0;
}
