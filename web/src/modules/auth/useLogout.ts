import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/ToastContext';
import { apolloClient } from '../../graphql/WithApollo';
import { UserLogoutDocument } from './graphql/UserLogout.generated';

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Ends the session, resets the cache (which refetches `me`), confirms and goes home
 * (spec 000 §4, §8). A failed logout is only logged. The shell's menus use it: it reaches the
 * Apollo client without its hooks, so the shell's code stays out of the client's chunk.
 */
export function useLogout(): () => Promise<void> {
  const { toast } = useToast();
  const intl = useIntl();
  const navigate = useNavigate();

  return useCallback(async () => {
    const client = await apolloClient();
    try {
      await client.mutate({ mutation: UserLogoutDocument });
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
      title: intl.formatMessage({ id: 'auth.logout.success.title' }),
      description: intl.formatMessage({ id: 'auth.logout.success.description' }),
    });
    navigate('/');
  }, [toast, intl, navigate]);
}
