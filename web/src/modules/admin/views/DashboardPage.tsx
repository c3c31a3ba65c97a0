import { FormattedMessage } from 'react-intl';
import { InfoIcon } from '../../../components/icons/icons';
import { Badge } from '../../../components/ui/layout';
import { visibleLinks } from '../../../routing/links';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ADMIN_QUICK_ACTIONS } from '../adminNav';
import { Columns, Header, SampleNotice, StatsGrid, Title, Welcome } from '../components/Dashboard.styles';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { StatCard } from '../components/StatCard';
import { SAMPLE_ACTIVITY, SAMPLE_STATS } from '../sampleData';

/** /admin: welcome, four stat cards, recent activity, quick actions. Figures are fixed samples. */
export function DashboardPage() {
  const { user, role } = useCurrentUser();
  const actions = visibleLinks(ADMIN_QUICK_ACTIONS, { signedIn: true, role });

  return (
    <>
      <Header>
        <Title>
          <FormattedMessage id="admin.dashboard.title" />
        </Title>
        <Welcome>
          <FormattedMessage id="admin.dashboard.welcome" values={{ username: user?.username ?? '' }} />
          {' · '}
          <FormattedMessage id="admin.dashboard.subtitle" />
        </Welcome>
      </Header>
      <SampleNotice role="note">
        <InfoIcon size={20} />
        <div>
          <Badge $tone="warning">
            <FormattedMessage id="admin.sample.badge" />
          </Badge>
          <p>
            <FormattedMessage id="admin.sample.note" />
          </p>
        </div>
      </SampleNotice>
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" hidden>
          <FormattedMessage id="admin.stats.label" />
        </h2>
        <StatsGrid>
          {SAMPLE_STATS.map((stat) => (
            <li key={stat.key}>
              <StatCard stat={stat} />
            </li>
          ))}
        </StatsGrid>
      </section>
      <Columns $single={actions.length === 0}>
        <RecentActivity items={SAMPLE_ACTIVITY} />
        {actions.length > 0 && <QuickActions actions={actions} />}
      </Columns>
    </>
  );
}
