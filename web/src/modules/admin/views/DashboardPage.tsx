import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { SkeletonBlock } from '../../../components/ui/Skeleton';
import { visibleLinks } from '../../../routing/links';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ADMIN_QUICK_ACTIONS } from '../adminNav';
import { Columns, Failure, Header, StatsGrid, Title, Welcome } from '../components/Dashboard.styles';
import { OverviewCounts } from '../components/OverviewCounts';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { StatCard } from '../components/StatCard';
import { statFigures } from '../dashboardFigures';
import { AdminDashboardDocument } from '../graphql/AdminDashboard.generated';

/** /admin: welcome, four stat cards, recent activity, quick actions, the overview; real figures (issue 13 §5). */
export function DashboardPage() {
  const { user, role } = useCurrentUser();
  const actions = visibleLinks(ADMIN_QUICK_ACTIONS, { signedIn: true, role });
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const dashboard = data?.adminDashboard;

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
      {!dashboard && error && !loading && (
        <Failure role="alert">
          <FormattedMessage id="admin.dashboard.failed" />
          <Button type="button" $variant="outline" $size="sm" onClick={() => void refetch()}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </Failure>
      )}
      <section aria-labelledby="stats-title" aria-busy={!dashboard && loading}>
        <h2 id="stats-title" hidden>
          <FormattedMessage id="admin.stats.label" />
        </h2>
        <StatsGrid>
          {dashboard
            ? statFigures(dashboard.stats).map((stat) => (
                <li key={stat.key}>
                  <StatCard stat={stat} />
                </li>
              ))
            : !error &&
              [0, 1, 2, 3].map((index) => (
                <li key={index} aria-hidden="true">
                  <SkeletonBlock $height="132px" />
                </li>
              ))}
        </StatsGrid>
      </section>
      <Columns $single={actions.length === 0}>
        {dashboard ? (
          <RecentActivity items={dashboard.activity} />
        ) : (
          !error && <SkeletonBlock $height="320px" aria-hidden="true" />
        )}
        {actions.length > 0 && <QuickActions actions={actions} />}
      </Columns>
      {dashboard && (
        <Columns $single>
          <OverviewCounts overview={dashboard.overview} />
        </Columns>
      )}
    </>
  );
}
