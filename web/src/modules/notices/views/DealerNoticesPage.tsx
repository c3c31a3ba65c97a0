import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/layout';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { LoadingState } from '../../../components/ui/LoadingState';
import { NoticeList } from '../components/NoticeList';
import { WatchlistSection } from '../components/WatchlistSection';
import { DealerNoticesDocument } from '../graphql/DealerNotices.generated';
import { NoticeMarkReadDocument } from '../graphql/NoticeMarkRead.generated';
import { NoticesMarkAllReadDocument } from '../graphql/NoticesMarkAllRead.generated';

const PAGE = 20;
const READ_AGAIN = { refetchQueries: ['DealerNotices', 'DealerNoticeCounts'] };

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** /dealer-notices: the dealer's notice centre (newest first, mark read) and watchlist (issue 18 §3). */
export function DealerNoticesPage() {
  const { data, loading, error, fetchMore } = useQuery(DealerNoticesDocument, { variables: { first: PAGE } });
  const [markRead] = useMutation(NoticeMarkReadDocument, READ_AGAIN);
  const [markAll, markingAll] = useMutation(NoticesMarkAllReadDocument, READ_AGAIN);
  const list = data?.dealerNotices;
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  if (loading && !list) return <LoadingState />;
  const notices = list?.edges.map((edge) => edge.node) ?? [];
  return (
    <Page as="main">
      <header>
        <h1>
          <FormattedMessage id="notices.page.title" />
        </h1>
        <p>
          <FormattedMessage id="notices.page.subtitle" />
        </p>
      </header>
      <Actions>
        <Button
          type="button"
          $variant="outline"
          disabled={markingAll.loading || notices.every((n) => n.isRead)}
          onClick={() => void markAll()}
        >
          <FormattedMessage id="notices.page.markAll" />
        </Button>
        <ButtonLink to="/dealer-bidding" $variant="ghost">
          <FormattedMessage id="notices.page.openAuction" />
        </ButtonLink>
      </Actions>
      {error && !list && (
        <p role="alert">
          <FormattedMessage id="notices.page.loadError" />
        </p>
      )}
      {list && notices.length === 0 && (
        <p>
          <FormattedMessage id="notices.page.empty" />
        </p>
      )}
      <NoticeList notices={notices} onMarkRead={(id) => void markRead({ variables: { id } })} />
      <LoadMore
        shown={notices.length}
        total={list?.totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
      <WatchlistSection />
    </Page>
  );
}
