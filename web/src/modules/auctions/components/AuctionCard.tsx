import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Badge, Card } from '../../../components/ui/layout';
import type { AuctionFieldsFragment } from '../graphql/AuctionFields.generated';
import type { MessageId } from '../../../i18n/messages';
import { Money } from './Money';
import { TimeLeftText } from './TimeLeftText';
import { WatchToggle } from '../../notices/components/WatchToggle';

const Box = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr); /* the card's width, not its widest row's, at 320 px */
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface AuctionCardProps {
  auction: AuctionFieldsFragment;
  now: number;
  leading: boolean;
  onDetails: () => void;
  onBid: () => void;
}

export function AuctionCard({ auction, now, leading, onDetails, onBid }: AuctionCardProps) {
  const v = auction.vehicle;
  const active = auction.status === 'active';
  return (
    <Box as="article" aria-label={`${v.year} ${v.make} ${v.model}`} data-testid={`auction-${auction.id}`}>
      <Row>
        <h3>
          {v.year} {v.make} {v.model}
        </h3>
        <Badge $tone={active ? 'success' : 'warning'}>
          <FormattedMessage id={`auctions.status.${auction.status}` as MessageId} />
        </Badge>
      </Row>
      {auction.hasReserve && (
        <Row>
          <Badge $tone={auction.reserveMet ? 'success' : 'neutral'} data-testid="reserve-badge">
            <FormattedMessage id={auction.reserveMet ? 'auctions.reserve.met' : 'auctions.reserve.notMet'} />
          </Badge>
        </Row>
      )}
      <Row>
        <span>
          <FormattedMessage id="auctions.card.highBid" />
        </span>
        <strong data-testid="high-bid">
          <Money value={auction.currentHighBid} />
        </strong>
      </Row>
      <Row>
        <span>
          <FormattedMessage id="auctions.card.bids" />
        </span>
        <span data-testid="bid-count">{auction.bidCount}</span>
      </Row>
      <Row>
        <span>
          <FormattedMessage id={active ? 'auctions.card.timeLeft' : 'auctions.card.startsIn'} />
        </span>
        <span data-testid="time-left">
          <TimeLeftText endDate={active ? auction.endDate : auction.startDate} now={now} />
        </span>
      </Row>
      {leading && (
        <Badge $tone="success">
          <FormattedMessage id="auctions.card.leading" />
        </Badge>
      )}
      <Actions>
        <WatchToggle auctionId={auction.id} />
        <Button type="button" $variant="outline" onClick={onDetails}>
          <FormattedMessage id="auctions.card.details" />
        </Button>
        {active && (
          <Button type="button" onClick={onBid}>
            <FormattedMessage id="auctions.card.placeBid" />
          </Button>
        )}
      </Actions>
    </Box>
  );
}
