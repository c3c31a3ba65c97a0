import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { Badge, Card } from '../../../components/ui/layout';
import { MyBidsDocument } from '../graphql/MyBids.generated';
import { Money } from './Money';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Rows = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${({ theme }) => theme.space[4]};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const PAGE = 20;

const OUTCOME_TONE: Record<string, 'success' | 'warning' | 'neutral'> = {
  leading: 'success',
  won: 'success',
  provisional: 'warning',
};

/** The dealer history (issue 18 §5): its figures, then its bids, newest first, a page at a time. */
export function MyBidHistory() {
  const { data, fetchMore } = useQuery(MyBidsDocument, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const { loadMore, loadingMore, hasMore } = useLoadMore(data?.myBids.pageInfo, fetchMore);
  const totals = data?.myBidTotals;
  const bids = data?.myBids.edges.map((edge) => edge.node) ?? [];
  return (
    <Card as="section" aria-labelledby="history-title" style={{ padding: 16 }} data-testid="my-bid-history">
      <h2 id="history-title">
        <FormattedMessage id="auctions.history.title" />
      </h2>
      {totals && (
        <Figures>
          <dt>
            <FormattedMessage id="auctions.history.totalBids" />
          </dt>
          <dd data-testid="history-total-bids">{totals.totalBids}</dd>
          <dt>
            <FormattedMessage id="auctions.history.auctionsWon" />
          </dt>
          <dd>
            {totals.auctionsWon} / {totals.auctionsBid}
          </dd>
          <dt>
            <FormattedMessage id="auctions.history.wonValue" />
          </dt>
          <dd>
            <Money value={totals.wonValue} />
          </dd>
          <dt>
            <FormattedMessage id="auctions.history.leadingNow" />
          </dt>
          <dd>{totals.leadingNow}</dd>
          <dt>
            <FormattedMessage id="auctions.history.rating" />
          </dt>
          <dd>{totals.rating} / 5</dd>
        </Figures>
      )}
      {bids.length === 0 ? (
        <p>
          <FormattedMessage id={data ? 'auctions.history.none' : 'app.loading'} />
        </p>
      ) : (
        <Rows>
          <thead>
            <tr>
              <th>
                <FormattedMessage id="auctions.history.vehicle" />
              </th>
              <th>
                <FormattedMessage id="auctions.history.amount" />
              </th>
              <th>
                <FormattedMessage id="auctions.history.when" />
              </th>
              <th>
                <FormattedMessage id="auctions.history.outcome" />
              </th>
            </tr>
          </thead>
          <tbody>
            {bids.map((bid) => (
              <tr key={bid.id}>
                <td>
                  #{bid.auctionId} {bid.vehicle}
                </td>
                <td>
                  <Money value={bid.bidAmount} />
                  {bid.automatic && (
                    <>
                      {' '}
                      <FormattedMessage id="auctions.bid.automatic" />
                    </>
                  )}
                </td>
                <td>
                  <FormattedDate value={bid.createdAt} dateStyle="medium" timeStyle="short" />
                </td>
                <td>
                  <Badge $tone={OUTCOME_TONE[bid.outcome] ?? 'neutral'}>
                    <FormattedMessage id={`auctions.history.outcome.${bid.outcome}` as MessageId} />
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Rows>
      )}
      <LoadMore
        shown={bids.length}
        total={data?.myBids.totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
    </Card>
  );
}
