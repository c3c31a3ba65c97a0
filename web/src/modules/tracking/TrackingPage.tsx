import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast/ToastContext';
import { LoadingState } from '../../components/ui/LoadingState';
import { DonorPortalDocument } from '../../graphql/__generated__/graphql';
import { DonorPage, PageIntro, PageTitle, Panel } from '../donate/components/DonorPage';
import { CodeForm } from './components/CodeForm';
import { HelpCard } from './components/HelpCard';
import { TrackingDetails, type PortalData } from './components/TrackingDetails';
import { lookupFailure } from './lookupErrors';
import { useLiveStatus } from './useLiveStatus';

/** /enhanced-donor-portal?code=: tracking by code, live while open (spec 000 §2.7, §8). */
export function TrackingPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const codeInUrl = params.get('code')?.trim() ?? '';
  const [lookup, { loading }] = useLazyQuery(DonorPortalDocument, { fetchPolicy: 'network-only' });
  const [loaded, setLoaded] = useState<{ code: string; data: PortalData } | null>(null);
  const data = useLiveStatus(loaded?.data ?? null, loaded?.code ?? null);

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

  // a code in the query string loads by itself, once per code
  const autoLoaded = useRef<string | null>(null);
  useEffect(() => {
    if (codeInUrl && autoLoaded.current !== codeInUrl) {
      autoLoaded.current = codeInUrl;
      void load(codeInUrl);
    }
  }, [codeInUrl, load]);

  const submit = (code: string) => {
    if (code && code !== codeInUrl) {
      autoLoaded.current = code;
      setParams({ code }, { replace: true });
    }
    void load(code);
  };

  return (
    <DonorPage>
      <PageTitle>
        <FormattedMessage id="tracking.title" />
      </PageTitle>
      <PageIntro>
        <FormattedMessage id="tracking.intro" />
      </PageIntro>
      <Panel>
        <CodeForm key={codeInUrl} initialCode={codeInUrl} busy={loading} onSubmit={submit} />
      </Panel>
      {loading && !data && <LoadingState minHeight="160px" />}
      {data && <TrackingDetails data={data} />}
      <HelpCard />
    </DonorPage>
  );
}
