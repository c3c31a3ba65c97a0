import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../components/ui/Tabs';
import { Intro, PageFrame } from '../styles';
import { DonorPortalTab } from '../components/DonorPortalTab';
import { StaffDashboard } from '../components/StaffDashboard';

type TabKey = 'staff' | 'donor';

/** The open donation (`?donation=`), when the parameter is a positive whole number. */
export function selectedFrom(params: URLSearchParams): number | null {
  const raw = params.get('donation') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * /donation-tracking and /enhanced-donation-tracking (spec 000 §2.8): staff (admin, editor,
 * staff) run donations in the Staff Dashboard tab and see a donor's view in the Donor Portal tab.
 * The tab and the open donation live in the address, so a view can be shared and reloaded.
 */
export function StaffTrackingPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'donor' ? 'donor' : 'staff';
  const selectedId = selectedFrom(params);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <PageFrame>
      <h1>
        <FormattedMessage id="staff.page.title" />
      </h1>
      <Intro>
        <FormattedMessage id="staff.page.intro" />
      </Intro>
      <Tabs<TabKey>
        label={intl.formatMessage({ id: 'staff.page.tabs' })}
        active={tab}
        onChange={(key) => update({ tab: key === 'donor' ? 'donor' : null })}
        tabs={[
          {
            key: 'staff',
            label: <FormattedMessage id="staff.tab.staff" />,
            content: (
              <StaffDashboard selectedId={selectedId} onSelect={(id) => update({ donation: id === null ? null : String(id) })} />
            ),
          },
          { key: 'donor', label: <FormattedMessage id="staff.tab.donor" />, content: <DonorPortalTab /> },
        ]}
      />
    </PageFrame>
  );
}
