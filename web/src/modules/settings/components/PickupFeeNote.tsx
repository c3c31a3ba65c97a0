import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import { CURRENCY } from '../../../lib/units';
import { usePickupFee } from '../usePickupFee';

const Note = styled.p`
  margin: 0.25rem 0 0;
  font-weight: 600;
`;

/** "Free pickup", or the fee of the setting donations.pickup_fee, where the donor chooses the pickup. */
export function PickupFeeNote() {
  const fee = usePickupFee();
  return (
    <Note data-testid="pickup-fee">
      {fee === 0 ? (
        <FormattedMessage id="donate.pickup.free" />
      ) : (
        <FormattedMessage
          id="donate.pickup.fee"
          values={{ fee: <FormattedNumber value={fee} style="currency" currency={CURRENCY} /> }}
        />
      )}
    </Note>
  );
}
