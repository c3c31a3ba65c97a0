import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import type { ReactNode } from 'react';
import type { AuctionFieldsFragment } from '../graphql/AuctionFields.generated';
import type { MessageId } from '../../../i18n/messages';
import { Dialog } from '../../../components/ui/Dialog';
import { BidHistory } from './BidHistory';
import { Money } from './Money';

interface DetailsDialogProps {
  auction: AuctionFieldsFragment;
  /** The signed-in dealer, whose bids read "You"; null for an admin. */
  myDealerId: string | null;
  onClose: () => void;
}

/** An auction's vehicle, terms and dates, and its bids once it has started. */
export function DetailsDialog({ auction, myDealerId, onClose }: DetailsDialogProps) {
  const v = auction.vehicle;
  const rows: Array<[MessageId, ReactNode]> = [
    ['auctions.details.vehicle', `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`],
    ['auctions.details.mileage', v.mileage ?? '—'],
    ['auctions.details.condition', v.condition ?? '—'],
    ['auctions.details.location', auction.vehicleLocation],
    ['auctions.details.pickup', auction.pickupInstructions ?? '—'],
    ['auctions.details.minimumBid', <Money key="m" value={auction.minimumBid} />],
    ['auctions.card.highBid', <Money key="h" value={auction.currentHighBid} />],
    [
      'auctions.details.starts',
      <>
        <FormattedDate value={auction.startDate} /> <FormattedTime value={auction.startDate} />
      </>,
    ],
    [
      'auctions.details.ends',
      <>
        <FormattedDate value={auction.endDate} /> <FormattedTime value={auction.endDate} />
      </>,
    ],
    ['auctions.details.notes', auction.notes ?? '—'],
  ];
  return (
    <Dialog title={<FormattedMessage id="auctions.details.title" values={{ id: auction.id }} />} onClose={onClose}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '4px 0' }}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {auction.status !== 'pending' && <BidHistory auctionId={auction.id} myDealerId={myDealerId} />}
    </Dialog>
  );
}
