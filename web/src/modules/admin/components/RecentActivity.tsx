import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SampleActivity } from '../sampleData';
import { Panel } from './Dashboard.styles';

const List = styled.ul`
  list-style: none;
  display: grid;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const IconWrap = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.accent};
`;

const Text = styled.p`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Time = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function relative(minutesAgo: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  if (minutesAgo < 60) return { value: -minutesAgo, unit: 'minute' };
  if (minutesAgo < 1440) return { value: -Math.round(minutesAgo / 60), unit: 'hour' };
  return { value: -Math.round(minutesAgo / 1440), unit: 'day' };
}

export function RecentActivity({ items }: { items: readonly SampleActivity[] }) {
  const intl = useIntl();
  return (
    <Panel aria-labelledby="activity-title">
      <h2 id="activity-title">
        <FormattedMessage id="admin.activity.title" />
      </h2>
      <List>
        {items.map(({ key, messageId, values, minutesAgo, icon: Icon }) => {
          const { value, unit } = relative(minutesAgo);
          return (
            <Row key={key}>
              <IconWrap>
                <Icon size={18} />
              </IconWrap>
              <Text>
                <FormattedMessage id={messageId} values={values} />
              </Text>
              <Time>{intl.formatRelativeTime(value, unit, { numeric: 'auto' })}</Time>
            </Row>
          );
        })}
      </List>
    </Panel>
  );
}
