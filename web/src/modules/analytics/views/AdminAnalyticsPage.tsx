import { useQuery } from '@apollo/client/react';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@vdp/shared/analytics/analytics.constants';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { SkeletonBlock } from '../../../components/ui/Skeleton';
import { ContentOverview } from '../components/ContentOverview';
import { DailyChart } from '../components/DailyChart';
import { Grid, Muted } from '../components/Panels.styles';
import { StatusBars } from '../components/StatusBars';
import { TopCategories, TopPosts } from '../components/TopLists';
import { TrendCards } from '../components/TrendCards';
import { AdminAnalyticsDocument } from '../graphql/AdminAnalytics.generated';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
  }
`;

const Toggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** /admin/analytics (spec 001 §2 "Analytics dashboard", issue 13 §5): real figures and trends, the last 7 or 30 days. */
export function AdminAnalyticsPage() {
  const intl = useIntl();
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const { data, loading, error, refetch } = useQuery(AdminAnalyticsDocument, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
  });
  const analytics = data?.adminAnalytics;

  return (
    <>
      <Header>
        <div>
          <h1>
            <FormattedMessage id="analytics.title" />
          </h1>
          <Muted>
            <FormattedMessage id="analytics.subtitle" />
          </Muted>
        </div>
        <Toggle role="group" aria-label={intl.formatMessage({ id: 'analytics.period.label' })}>
          {ANALYTICS_PERIODS.map((period) => (
            <Button
              key={period}
              type="button"
              $size="sm"
              $variant={period === days ? 'primary' : 'outline'}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              <FormattedMessage id="analytics.period.days" values={{ days: period }} />
            </Button>
          ))}
        </Toggle>
      </Header>
      {!analytics && error && !loading ? (
        <Failure role="alert">
          <FormattedMessage id="analytics.failed" />
          <Button type="button" $variant="outline" $size="sm" onClick={() => void refetch()}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </Failure>
      ) : !analytics ? (
        <div aria-busy="true" aria-live="polite">
          <SkeletonBlock $height="132px" />
          <SkeletonBlock $height="300px" />
          <SkeletonBlock $height="240px" />
        </div>
      ) : (
        <div aria-busy={loading}>
          <TrendCards data={analytics} />
          <Grid $columns={1}>
            <DailyChart data={analytics} />
          </Grid>
          <Grid>
            <ContentOverview content={analytics.content} />
            <StatusBars statuses={analytics.statuses} />
          </Grid>
          <Grid>
            <TopPosts posts={analytics.topPosts} />
            <TopCategories categories={analytics.topCategories} />
          </Grid>
        </div>
      )}
    </>
  );
}
