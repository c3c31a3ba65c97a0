import { useFormikContext } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { SelectField, type Option } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { AuctionFieldsFragment } from '../graphql/AuctionFields.generated';
import { QUICK_BIDS } from '@vdp/shared/auctions/bid-rules';
import { bidFormSchema } from '@vdp/shared/validation/auction-bid.schema';
import { addDollars } from '../auctionMath';
import { Dialog } from '../../../components/ui/Dialog';
import { CURRENCY } from '../../../lib/units';
import { BidHistory } from './BidHistory';
import { MaximumForm } from './MaximumForm';
import { Money } from './Money';
import { TimeLeftText } from './TimeLeftText';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0;
`;

export interface BidValues {
  bidAmount: string;
  notes: string;
  /** The dealer an admin bids for (a phone bid); empty in a dealer's own dialog. */
  dealerId: string;
}

interface BidDialogProps {
  auction: AuctionFieldsFragment;
  now: number;
  myDealerId: string | null;
  /** An admin's dialog: the verified dealers it may bid for ("Bidding for", required); null for a dealer. */
  dealerOptions: readonly Option[] | null;
  onSubmit: (values: BidValues) => Promise<void>;
  onClose: () => void;
}

/**
 * When a new bid raises the required minimum, an amount the dealer has not changed follows it;
 * what the dealer typed (amount and notes) stays, and is checked against the new minimum.
 */
function FollowRequiredMinimum({ required }: { required: string }) {
  const { values, setFieldValue } = useFormikContext<BidValues>();
  const previous = useRef(required);
  useEffect(() => {
    if (previous.current === required) return;
    if (values.bidAmount === previous.current) void setFieldValue('bidAmount', required);
    previous.current = required;
  }, [required, values.bidAmount, setFieldValue]);
  return null;
}

/** The bid form: required minimum, quick bids, the bids so far (a page at a time), all live. */
export function BidDialog({ auction, now, myDealerId, dealerOptions, onSubmit, onClose }: BidDialogProps) {
  const intl = useIntl();
  const required = auction.requiredBid;
  const v = auction.vehicle;
  return (
    <Dialog
      title={<FormattedMessage id="auctions.bid.title" values={{ vehicle: `${v.year} ${v.make} ${v.model}` }} />}
      onClose={onClose}
    >
      <Facts>
        <dt>
          <FormattedMessage id="auctions.card.highBid" />
        </dt>
        <dd data-testid="bid-dialog-high">
          <Money value={auction.currentHighBid} />
        </dd>
        <dt>
          <FormattedMessage id="auctions.bid.required" />
        </dt>
        <dd data-testid="bid-dialog-required">
          <Money value={required} />
        </dd>
        <dt>
          <FormattedMessage id="auctions.card.timeLeft" />
        </dt>
        <dd>
          <TimeLeftText endDate={auction.endDate} now={now} />
        </dd>
        <dt>
          <FormattedMessage id="auctions.card.bids" />
        </dt>
        <dd>{auction.bidCount}</dd>
      </Facts>
      <Formik<BidValues>
        initialValues={{ bidAmount: required, notes: '', dealerId: '' }}
        validationSchema={bidFormSchema(required, { forDealer: dealerOptions !== null })}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, setFieldValue }) => (
          <Form noValidate>
            <FollowRequiredMinimum required={required} />
            {dealerOptions && (
              <SelectField
                name="dealerId"
                label={<FormattedMessage id="auctions.bid.for" />}
                options={dealerOptions}
                placeholder={intl.formatMessage({ id: 'auctions.bid.forPlaceholder' })}
              />
            )}
            <TextField
              name="bidAmount"
              label={<FormattedMessage id="auctions.bid.amount" />}
              inputMode="decimal"
              step="0.01"
              errorValues={{ amount: intl.formatNumber(Number(required), { style: 'currency', currency: CURRENCY }) }}
            />
            <Quick role="group" aria-label={intl.formatMessage({ id: 'auctions.bid.quick' })}>
              {QUICK_BIDS.map((dollars) => (
                <Button
                  key={dollars}
                  type="button"
                  $variant="outline"
                  $size="sm"
                  onClick={() => void setFieldValue('bidAmount', addDollars(required, dollars))}
                >
                  +{dollars}
                </Button>
              ))}
            </Quick>
            <TextField name="notes" label={<FormattedMessage id="auctions.bid.notes" />} />
            <Button type="submit" $block disabled={isSubmitting || auction.status !== 'active'} style={{ marginTop: 16 }}>
              <FormattedMessage id={isSubmitting ? 'auctions.bid.submitting' : 'auctions.bid.submit'} />
            </Button>
          </Form>
        )}
      </Formik>
      {dealerOptions === null && <MaximumForm auctionId={auction.id} requiredBid={required} open={auction.status === 'active'} />}
      <BidHistory auctionId={auction.id} myDealerId={myDealerId} />
    </Dialog>
  );
}
