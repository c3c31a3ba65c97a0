import { useIntl } from 'react-intl';
import { CURRENCY } from '../../lib/units';
import { usePickupFee } from './usePickupFee';

/**
 * The values the site's pickup wordings take (`{paid, select, yes {…{fee}…} other {free…}}`): with a
 * pickup fee set (donations.pickup_fee), no page promises a free pickup.
 */
export function usePickupValues(): { paid: 'yes' | 'no'; fee: string } {
  const intl = useIntl();
  const fee = usePickupFee();
  return { paid: fee > 0 ? 'yes' : 'no', fee: intl.formatNumber(fee, { style: 'currency', currency: CURRENCY }) };
}
