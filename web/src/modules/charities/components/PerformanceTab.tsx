import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { CharityMetricsDocument, type CharityMetricsQuery } from '../graphql/CharityMetrics.generated';
import type { MessageId } from '../../../i18n/messages';
import { METRIC_KEYS, metricTone } from '../charityOptions';
import { TabState } from './TabState';

type Metrics = CharityMetricsQuery['charityMetrics'];

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Note = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Performance: five percentages, each bar coloured by its level (spec 000 §9), with how it is computed. */
export function PerformanceTab({ selected }: { selected: string | null }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(CharityMetricsDocument, {
    variables: { registrationNumber: selected ?? '' },
    skip: selected === null,
  });
  const metrics: Metrics | undefined = data?.charityMetrics;
  return (
    <TabState
      selected={selected}
      loading={loading}
      error={error?.message}
      onRetry={() => void refetch()}
      ready={Boolean(metrics)}
      emptyId="charities.manage.empty.metrics"
    >
      {metrics && (
        <section aria-labelledby="charity-metrics-title">
          <h2 id="charity-metrics-title">
            <FormattedMessage id="charities.manage.tab.performance" />
          </h2>
          {metrics.fiscalYear !== null && metrics.fiscalYear !== undefined && (
            <p>
              <FormattedMessage id="charities.metrics.fiscalYear" values={{ year: metrics.fiscalYear }} />
            </p>
          )}
          <List>
            {METRIC_KEYS.map((key) => {
              const label = intl.formatMessage({ id: `charities.metrics.${key}` as MessageId });
              const value = metrics[key];
              return (
                <li key={key} data-testid={`metric-${key}`}>
                  <Head>
                    <span>{label}</span>
                    <span>{intl.formatNumber(value / 100, { style: 'percent' })}</span>
                  </Head>
                  <ProgressBar percent={value} label={label} tone={metricTone(value)} />
                  <Note>
                    <FormattedMessage id={`charities.metrics.${key}.how` as MessageId} />
                  </Note>
                </li>
              );
            })}
          </List>
        </section>
      )}
    </TabState>
  );
}
