import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SmartLink } from '../../../components/ui/SmartLink';
import type { MessageId } from '../../../i18n/messages';
import { useNow } from '../../../lib/useNow';
import { activityIcon, activityLink, type ActivityEntry } from '../activityEntries';
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
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function relative(minutesAgo: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  if (minutesAgo < 60) return { value: -minutesAgo, unit: 'minute' };
  if (minutesAgo < 1440) return { value: -Math.round(minutesAgo / 60), unit: 'hour' };
  return { value: -Math.round(minutesAgo / 1440), unit: 'day' };
}

/** The sentence of one entry, in the viewer's language. */
function Description({ entry }: { entry: ActivityEntry }) {
  const intl = useIntl();
  const thing = entry.label ?? '';
  switch (entry.kind) {
    case 'donation':
      return <FormattedMessage id="admin.activity.donation" values={{ vehicle: thing }} />;
    case 'bid':
      return (
        <FormattedMessage
          id="admin.activity.bid"
          values={{
            dealer: entry.actor ?? '',
            vehicle: thing,
            amount: intl.formatNumber(Number(entry.amount ?? 0), { style: 'currency', currency: 'CAD' }),
          }}
        />
      );
    case 'chat':
      return <FormattedMessage id="admin.activity.chat" values={{ title: thing }} />;
    case 'dealer':
      return <FormattedMessage id="admin.activity.dealer" values={{ name: thing }} />;
    default: {
      const entity = intl.formatMessage({ id: `admin.activity.entity.${entry.entityType ?? 'unknown'}` as MessageId });
      const action = intl.formatMessage({ id: `admin.activity.action.${entry.action ?? 'unknown'}` as MessageId });
      const actor = entry.actor ?? intl.formatMessage({ id: 'admin.activity.platform' });
      return (
        <>
          <FormattedMessage id="admin.activity.audit" values={{ entity, action, actor }} />
          {entry.label && <>: {entry.label}</>}
        </>
      );
    }
  }
}

/** The latest real events (audit trail, donations, bids, chats, dealer applications), newest first. */
export function RecentActivity({ items }: { items: readonly ActivityEntry[] }) {
  const intl = useIntl();
  const now = useNow(60_000);
  return (
    <Panel aria-labelledby="activity-title">
      <h2 id="activity-title">
        <FormattedMessage id="admin.activity.title" />
      </h2>
      {items.length === 0 ? (
        <Empty role="status">
          <FormattedMessage id="admin.activity.empty" />
        </Empty>
      ) : (
        <List data-testid="recent-activity">
          {items.map((entry) => {
            const Icon = activityIcon(entry.kind);
            const at = new Date(entry.at);
            const { value, unit } = relative(Math.max(0, Math.round((now - at.getTime()) / 60_000)));
            const href = activityLink(entry);
            const text = <Description entry={entry} />;
            return (
              <Row key={entry.key}>
                <IconWrap>
                  <Icon size={18} />
                </IconWrap>
                <Text>{href ? <SmartLink href={href}>{text}</SmartLink> : text}</Text>
                <Time dateTime={at.toISOString()} title={intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}>
                  {intl.formatRelativeTime(value, unit, { numeric: 'auto' })}
                </Time>
              </Row>
            );
          })}
        </List>
      )}
    </Panel>
  );
}
