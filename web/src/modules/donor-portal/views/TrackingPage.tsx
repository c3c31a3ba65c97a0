import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '../../../components/ui/LoadingState';
import { DonorPage, PageIntro, PageTitle, Panel } from '../../../components/layout/DonorPage';
import { CodeForm } from '../components/CodeForm';
import { HelpCard } from '../components/HelpCard';
import { TrackingDetails } from '../components/TrackingDetails';
import { useCodeLookup } from '../useCodeLookup';
import { useDonorLanguage } from '../useDonorLanguage';
import { useLiveStatus } from '../useLiveStatus';

/** /enhanced-donor-portal?code=: tracking by code, live while open (spec 000 §2.7, §8). */
export function TrackingPage() {
  const [params, setParams] = useSearchParams();
  const codeInUrl = params.get('code')?.trim() ?? '';
  const { loaded, loading, load, refresh } = useCodeLookup();
  const data = useLiveStatus(loaded?.data ?? null, loaded?.code ?? null, () => void refresh());
  useDonorLanguage(data?.donation.language);

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
