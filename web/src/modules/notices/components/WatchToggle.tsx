import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { AuctionUnwatchDocument } from '../graphql/AuctionUnwatch.generated';
import { AuctionWatchDocument } from '../graphql/AuctionWatch.generated';
import { WatchStateDocument } from '../graphql/WatchState.generated';

/**
 * Watch / Watching on an auction card, for dealers (one line in the auctions' card): a watched
 * auction's start and its last 15 minutes become notices. Its texts come with the notices area.
 */
export function WatchToggle({ auctionId }: { auctionId: string }) {
  const { role } = useCurrentUser();
  if (role !== 'dealer') return null;
  return (
    <AreaMessages area="notices" fallback={null}>
      <Toggle auctionId={auctionId} />
    </AreaMessages>
  );
}

function Toggle({ auctionId }: { auctionId: string }) {
  const intl = useIntl();
  const { toast } = useToast();
  const { data } = useQuery(WatchStateDocument, { variables: { auctionId } });
  const [watch, watching] = useMutation(AuctionWatchDocument, { refetchQueries: ['Watchlist'] });
  const [unwatch, unwatching] = useMutation(AuctionUnwatchDocument, { refetchQueries: ['Watchlist'] });
  const on = data?.watchState.watching ?? false;
  const toggle = async () => {
    try {
      await (on ? unwatch : watch)({ variables: { auctionId } });
    } catch {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'notices.watch.failed' }) });
    }
  };
  return (
    <Button
      type="button"
      $variant={on ? 'secondary' : 'outline'}
      aria-pressed={on}
      disabled={!data || watching.loading || unwatching.loading}
      onClick={() => void toggle()}
      data-testid={`watch-${auctionId}`}
    >
      <FormattedMessage id={on ? 'notices.watch.remove' : 'notices.watch.add'} />
    </Button>
  );
}
