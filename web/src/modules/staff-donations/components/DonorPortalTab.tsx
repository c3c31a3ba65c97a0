import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { CodeForm } from '../../donor-portal/components/CodeForm';
import { TrackingDetails } from '../../donor-portal/components/TrackingDetails';
import { useCodeLookup } from '../../donor-portal/useCodeLookup';
import { useLiveStatus } from '../../donor-portal/useLiveStatus';
import { Muted, Section, Stack, Toolbar } from '../styles';

/** The Donor Portal tab: what a donor sees for a code, its timeline, and Track Another Donation (spec 000 §2.8). */
export function DonorPortalTab() {
  const { loaded, loading, load, refresh, clear } = useCodeLookup();
  const data = useLiveStatus(loaded?.data ?? null, loaded?.code ?? null, () => void refresh());
  const [again, setAgain] = useState(false);

  if (data && loaded) {
    return (
      <Stack>
        <Toolbar>
          <Muted>
            <FormattedMessage id="staff.portal.showing" values={{ code: loaded.code }} />
          </Muted>
          <Button
            type="button"
            $variant="outline"
            onClick={() => {
              clear();
              setAgain(true);
            }}
          >
            <FormattedMessage id="staff.portal.another" />
          </Button>
        </Toolbar>
        <TrackingDetails data={data} />
      </Stack>
    );
  }

  return (
    <Section aria-labelledby="staff-portal-title">
      <h2 id="staff-portal-title">
        <FormattedMessage id="staff.portal.title" />
      </h2>
      <Muted>
        <FormattedMessage id="staff.portal.intro" />
      </Muted>
      <CodeForm busy={loading} autoFocus={again} onSubmit={(code) => void load(code)} />
      {loading && <LoadingState minHeight="120px" />}
    </Section>
  );
}
