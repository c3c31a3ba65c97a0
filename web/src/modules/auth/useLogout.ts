import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/ToastContext';
import { apolloClient } from '../../graphql/WithApollo';
import { UserLogoutDocument } from './graphql/UserLogout.generated';
import { UserSignOutEverywhereDocument } from './graphql/UserSignOutEverywhere.generated';

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Ends the session (or, `everywhere`, every session of the account on every device), resets the
 * cache (which refetches `me`), confirms and goes home (spec 000 §4, §8). A failed logout is only
 * logged. The shell's menus use it: it reaches the Apollo client without its hooks, so the shell's
 * code stays out of the client's chunk.
 */
export function useLogout(): (options?: { everywhere?: boolean }) => Promise<void> {
  const { toast } = useToast();
  const intl = useIntl();
  const navigate = useNavigate();

  return useCallback(
    async ({ everywhere = false } = {}) => {
      const client = await apolloClient();
      try {
        await client.mutate({ mutation: everywhere ? UserSignOutEverywhereDocument : UserLogoutDocument });
      } catch (error) {
        console.error('Logout failed', error);
        return;
      }
      try {
        await client.resetStore();
      } catch (error) {
        // pages that unmount while the store resets cancel their own refetch: expected
        if (!isAbortError(error)) console.error('Refreshing data after logout failed', error);
      }
      toast({
        title: intl.formatMessage({ id: everywhere ? 'auth.logout.everywhere.title' : 'auth.logout.success.title' }),
        description: intl.formatMessage({
          id: everywhere ? 'auth.logout.everywhere.description' : 'auth.logout.success.description',
        }),
      });
      navigate('/');
    },
    [toast, intl, navigate],
  );
}
