import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ChatAdminStatsDocument } from '../graphql/ChatAdminStats.generated';
import { Card, Cards, Panel } from './admin.styles';

const Chart = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  height: 180px;
`;

const Day = styled.div`
  display: grid;
  grid-template-rows: 1fr auto;
  height: 100%;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Bars = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: center;
  gap: 3px;
`;

const Bar = styled.span<{ $height: number; $kind: 'messages' | 'sessions' }>`
  width: 14px;
  height: ${({ $height }) => Math.max(2, $height)}%;
  border-radius: 3px 3px 0 0;
  background: ${({ $kind, theme }) => ($kind === 'messages' ? theme.colors.primary : theme.colors.success)};
`;

const Legend = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & span::before {
    content: '';
    vertical-align: middle;
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-right: 6px;
    border-radius: 2px;
    background: currentColor;
  }
`;

const Key = styled.span<{ $kind: 'messages' | 'sessions' }>`
  &::before {
    color: ${({ $kind, theme }) => ($kind === 'messages' ? theme.colors.primary : theme.colors.success)};
  }
`;

/** Summary cards and the seven-day chart of messages and sessions (spec 001 §2). */
export function ChatStatsPanel() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ChatAdminStatsDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <LoadingState />;
  if (error || !data) {
    return (
      <p role="alert">
        <FormattedMessage id="chat.admin.stats.error" />
      </p>
    );
  }
  const stats = data.chatAdminStats;
  const top = Math.max(1, ...stats.days.map((d) => Math.max(d.messages, d.sessions)));
  const cards = [
    ['chat.admin.stats.totalSessions', intl.formatNumber(stats.totalSessions)],
    ['chat.admin.stats.activeSessions', intl.formatNumber(stats.activeSessions)],
    ['chat.admin.stats.totalMessages', intl.formatNumber(stats.totalMessages)],
    ['chat.admin.stats.averageMessages', intl.formatNumber(stats.averageMessages, { maximumFractionDigits: 1 })],
  ] as const;
  return (
    <>
      <Cards as="dl">
        {cards.map(([id, value]) => (
          <Card key={id}>
            <dt>
              <FormattedMessage id={id} />
            </dt>
            <dd>{value}</dd>
          </Card>
        ))}
      </Cards>
      <Panel>
        <h2>
          <FormattedMessage id="chat.admin.stats.chart" />
        </h2>
        <Chart role="list">
          {stats.days.map((day) => {
            const label = intl.formatDate(`${day.date}T12:00:00Z`, { weekday: 'short', month: 'short', day: 'numeric' });
            return (
              <Day
                key={day.date}
                role="listitem"
                aria-label={intl.formatMessage(
                  { id: 'chat.admin.stats.day' },
                  { day: label, messages: day.messages, sessions: day.sessions },
                )}
              >
                <Bars aria-hidden="true">
                  <Bar $kind="messages" $height={(day.messages / top) * 100} />
                  <Bar $kind="sessions" $height={(day.sessions / top) * 100} />
                </Bars>
                <span aria-hidden="true">{label}</span>
              </Day>
            );
          })}
        </Chart>
        <Legend aria-hidden="true">
          <Key $kind="messages">
            <FormattedMessage id="chat.admin.stats.messages" />
          </Key>
          <Key $kind="sessions">
            <FormattedMessage id="chat.admin.stats.sessions" />
          </Key>
        </Legend>
      </Panel>
    </>
  );
}
