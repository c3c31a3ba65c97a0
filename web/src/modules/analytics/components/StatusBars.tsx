import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { statusLabelId } from '../../../lib/messageIds';
import { barPercent, type AnalyticsData } from '../analyticsView';
import { Muted, Panel } from './Panels.styles';

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span:last-child {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

/** One bar per donation status of the shared list (every one, 0 included), sized against the largest. */
export function StatusBars({ statuses }: { statuses: AnalyticsData['statuses'] }) {
  const intl = useIntl();
  const counts = statuses.map((s) => s.count);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return (
    <Panel aria-labelledby="status-title">
      <h2 id="status-title">
        <FormattedMessage id="analytics.status.title" />
      </h2>
      {total === 0 && (
        <Muted role="status">
          <FormattedMessage id="analytics.status.empty" />
        </Muted>
      )}
      <List data-testid="status-bars">
        {statuses.map(({ status, count }) => {
          const name = intl.formatMessage({ id: statusLabelId(status) });
          return (
            <li key={status}>
              <Line>
                <span>{name}</span>
                <span>{intl.formatNumber(count)}</span>
              </Line>
              <ProgressBar
                percent={barPercent(count, counts)}
                label={intl.formatMessage(
                  { id: 'analytics.status.bar' },
                  { status: name, count: intl.formatNumber(count), total: intl.formatNumber(total) },
                )}
              />
            </li>
          );
        })}
      </List>
    </Panel>
  );
}
