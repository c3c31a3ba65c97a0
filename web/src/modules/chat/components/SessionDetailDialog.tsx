import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ChatAdminMessagesDocument } from '../graphql/ChatAdminMessages.generated';
import { cutSessionId, MESSAGES_PAGE_SIZE } from '../chat.constants';
import { useLoadEarlier } from '../useLoadEarlier';
import { EmptyState } from './admin.styles';

const Dialog = styled.dialog`
  width: min(720px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  &::backdrop {
    background: rgba(15, 23, 42, 0.5);
  }
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  & ol {
    list-style: none;
    margin: ${({ theme }) => theme.space[4]} 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  & li {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.muted};
    white-space: pre-wrap;
  }
  & li header {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mutedForeground};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

interface Props {
  session: { sessionId: string; title: string };
  onClose: () => void;
}

/** A conversation's messages with role, time, text and tokens (spec 001 §2): its latest first shown, earlier ones on demand. */
export function SessionDetailDialog({ session, onClose }: Props) {
  const intl = useIntl();
  const { toast } = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const { data, loading, error, fetchMore } = useQuery(ChatAdminMessagesDocument, {
    variables: { sessionId: session.sessionId, last: MESSAGES_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const page = data?.chatAdminMessages;
  const { loadEarlier, loadingEarlier, hasEarlier } = useLoadEarlier(page?.pageInfo, fetchMore);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: intl.formatMessage({ id: 'chat.admin.history.fetchFailed' }) });
  }, [error, toast, intl]);

  const messages = page?.edges.map((edge) => edge.node) ?? [];
  return (
    <Dialog ref={dialog} onClose={onClose} aria-labelledby="chat-detail-title">
      <h2 id="chat-detail-title">{session.title}</h2>
      <code>{cutSessionId(session.sessionId)}</code>
      {loading && !page ? (
        <LoadingState />
      ) : messages.length === 0 ? (
        <EmptyState>
          <FormattedMessage id="chat.admin.history.noMessages" />
        </EmptyState>
      ) : (
        <>
          {hasEarlier && (
            <Button
              type="button"
              $variant="outline"
              $size="sm"
              disabled={loadingEarlier}
              aria-busy={loadingEarlier}
              onClick={() => void loadEarlier()}
            >
              <FormattedMessage id={loadingEarlier ? 'chat.messages.loadingEarlier' : 'chat.messages.earlier'} />
            </Button>
          )}
          <ol>
            {messages.map((m) => (
              <li key={m.id}>
                <header>
                  <strong>
                    <FormattedMessage id={m.role === 'user' ? 'chat.role.user' : 'chat.role.assistant'} />
                  </strong>
                  <time dateTime={String(m.createdAt)}>
                    {intl.formatDate(String(m.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  {m.tokens !== null && <FormattedMessage id="chat.admin.history.tokens" values={{ count: m.tokens }} />}
                </header>
                {m.content}
              </li>
            ))}
          </ol>
        </>
      )}
      <Button type="button" $variant="outline" onClick={() => dialog.current?.close()}>
        <FormattedMessage id="chat.admin.close" />
      </Button>
    </Dialog>
  );
}
