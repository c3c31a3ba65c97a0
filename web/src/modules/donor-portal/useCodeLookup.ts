import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/ToastContext';
import { DonorPortalDocument } from './graphql/DonorPortal.generated';
import type { PortalData } from './components/TrackingDetails';
import { lookupFailure } from './lookupErrors';

export interface LoadedPortal {
  code: string;
  data: PortalData;
}

/**
 * Looks a donation up by tracking code with the spec's toasts (spec 000 §8): Access code
 * required, Donation found!, Invalid access code. `refresh` reloads quietly (live updates).
 */
export function useCodeLookup() {
  const intl = useIntl();
  const { toast } = useToast();
  const [lookup, { loading }] = useLazyQuery(DonorPortalDocument, { fetchPolicy: 'network-only' });
  const [loaded, setLoaded] = useState<LoadedPortal | null>(null);

  const load = useCallback(
    async (code: string) => {
      if (!code) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'tracking.code.required.title' }),
          description: intl.formatMessage({ id: 'tracking.code.required.description' }),
        });
        return;
      }
      try {
        const result = await lookup({ variables: { accessCode: code } });
        if (!result.data) throw new Error('not found');
        setLoaded({ code, data: result.data.donorPortal });
        toast({ variant: 'success', title: intl.formatMessage({ id: 'tracking.found' }) });
      } catch (error) {
        setLoaded(null);
        const failure = lookupFailure(error);
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: failure === 'notFound' ? 'tracking.code.invalid.title' : 'tracking.lookup.failed' }),
          description: intl.formatMessage({
            id:
              failure === 'rateLimited'
                ? 'tracking.lookup.rateLimited'
                : failure === 'notFound'
                  ? 'tracking.code.invalid.description'
                  : 'tracking.lookup.retry',
          }),
        });
      }
    },
    [lookup, toast, intl],
  );

  /** Reloads the loaded code without toasts; keeps what is shown if that fails. */
  const refresh = useCallback(async () => {
    const code = loaded?.code;
    if (!code) return;
    try {
      const { data } = await lookup({ variables: { accessCode: code } });
      if (data) setLoaded((current) => (current?.code === code ? { code, data: data.donorPortal } : current));
    } catch {
      // a failed refresh leaves the page as it was; the next event or a reload tries again
    }
  }, [loaded?.code, lookup]);

  const clear = useCallback(() => setLoaded(null), []);

  return { loaded, loading, load, refresh, clear };
}
