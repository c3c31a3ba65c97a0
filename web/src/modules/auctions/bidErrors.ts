import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MessageId } from '../../i18n/messages';

/** Which catalog message explains a refused bid (spec 000 §8), from the server's error code. */
export function bidErrorMessage(error: unknown): { title: MessageId; description: MessageId } {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  if (code === 'BAD_USER_INPUT' && /^Bid Too Low/.test(first?.message ?? '')) {
    return { title: 'auctions.bid.tooLow.title', description: 'auctions.bid.tooLow.description' };
  }
  if (code === 'FORBIDDEN') return { title: 'auctions.bid.failed.title', description: 'auctions.bid.notVerified' };
  if (code === 'CONFLICT') return { title: 'auctions.bid.failed.title', description: 'auctions.bid.notAccepting' };
  return { title: 'auctions.bid.failed.title', description: 'auctions.bid.failed.description' };
}
