import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Badge, Card } from '../../../components/ui/layout';
import { hasMessage } from '../../../i18n/messages';
import type { DealerNoticesQuery } from '../graphql/DealerNotices.generated';

export type NoticeNode = DealerNoticesQuery['dealerNotices']['edges'][number]['node'];

const Item = styled(Card)<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

/** A notice's text in the reader's language: its catalog id and values; the server's text for an id this app does not know. */
function useNoticeText(): (notice: NoticeNode) => string {
  const intl = useIntl();
  return (notice) =>
    hasMessage(intl, notice.messageId)
      ? intl.formatMessage({ id: notice.messageId }, notice.values as Record<string, string | number>)
      : notice.text;
}

/** The dealer's notices, newest first; an unread one has its Mark read button. */
export function NoticeList({ notices, onMarkRead }: { notices: NoticeNode[]; onMarkRead: (id: string) => void }) {
  const text = useNoticeText();
  return (
    <List>
      {notices.map((notice) => (
        <Item as="li" key={notice.id} $unread={!notice.isRead} data-testid={`notice-${notice.id}`}>
          <p>{text(notice)}</p>
          <Row>
            <small>
              <FormattedDate value={notice.createdAt as string} dateStyle="medium" timeStyle="short" />
            </small>
            {!notice.isRead && (
              <Row>
                <Badge $tone="primary">
                  <FormattedMessage id="notices.page.unread" />
                </Badge>
                <Button type="button" $variant="outline" $size="sm" onClick={() => onMarkRead(notice.id)}>
                  <FormattedMessage id="notices.page.markRead" />
                </Button>
              </Row>
            )}
          </Row>
        </Item>
      ))}
    </List>
  );
}
