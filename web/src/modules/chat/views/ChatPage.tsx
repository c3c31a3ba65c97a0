import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../../components/icons/icons';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { VisuallyHidden } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/LoadingState';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { SESSIONS_PAGE_SIZE } from '../chat.constants';
import { ChatSessionCreateDocument } from '../graphql/ChatSessionCreate.generated';
import { ChatSessionDeleteDocument } from '../graphql/ChatSessionDelete.generated';
import { ChatSessionsDocument } from '../graphql/ChatSessions.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import type { MessageId } from '../../../i18n/messages';
import { ModelLabel } from '../components/ModelLabel';
import { ChatComposer } from '../components/ChatComposer';
import { MessageList } from '../components/MessageList';
import { Conversation, ConversationHeader, IconButton, Muted, Page, SessionItem, SessionList, Sidebar } from './ChatPage.styles';
import { useChatConversation } from '../useChatConversation';

/**
 * /chat (spec 000 §2.12): the session sidebar (a page at a time, the first page read again after
 * each change), the latest messages with earlier ones on demand, and the input; replies stream in.
 */
export function ChatPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const { locale } = useLanguage();
  const sessions = useQuery(ChatSessionsDocument, { variables: { first: SESSIONS_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore(sessions.data?.chatSessions.pageInfo, sessions.fetchMore);
  const [createSession, creating] = useMutation(ChatSessionCreateDocument);
  const [deleteSession] = useMutation(ChatSessionDeleteDocument);
  const [chosen, setChosen] = useState<string | null>(null);
  // the latest assistant reply, for screen readers (the list itself is not a live region: it streams)
  const [replyAnnouncement, setReplyAnnouncement] = useState('');
  const list = sessions.data?.chatSessions.edges.map((edge) => edge.node) ?? [];
  const current = list.find((s) => s.sessionId === chosen) ?? list[0] ?? null;

  const fail = useCallback(
    (id: MessageId) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'chat.error.title' }),
        description: intl.formatMessage({ id }),
      }),
    [toast, intl],
  );
  const conversation = useChatConversation(current?.sessionId ?? null, {
    onReplyFailed: () => fail('chat.error.send'),
    onReply: (message) => {
      setReplyAnnouncement(message.content);
      void sessions.refetch();
    },
  });

  const create = async () => {
    try {
      const { data } = await createSession({ variables: { input: {} } });
      await sessions.refetch();
      setChosen(data?.chatSessionCreate.sessionId ?? null);
    } catch {
      fail('chat.error.create');
    }
  };

  const remove = async (sessionId: string) => {
    try {
      await deleteSession({ variables: { sessionId } });
      if (sessionId === current?.sessionId) setChosen(null);
      await sessions.refetch();
    } catch {
      fail('chat.error.delete');
    }
  };

  /** A first message with no conversation yet: it goes out once the new conversation is open. */
  const pending = useRef<string | null>(null);
  const sendNow = useCallback(
    async (content: string): Promise<boolean> => {
      try {
        await conversation.send(content, locale);
        void sessions.refetch();
        return true;
      } catch {
        fail('chat.error.send');
        return false;
      }
    },
    [conversation, locale, sessions, fail],
  );

  useEffect(() => {
    const content = pending.current;
    if (!content || !current) return;
    pending.current = null;
    void sendNow(content);
  }, [current, sendNow]);

  const send = async (content: string): Promise<boolean> => {
    if (current) return sendNow(content);
    try {
      const { data } = await createSession({ variables: { input: {} } });
      pending.current = content;
      await sessions.refetch();
      setChosen(data?.chatSessionCreate.sessionId ?? null);
      return true;
    } catch {
      fail('chat.error.create');
      return false;
    }
  };

  return (
    <Page>
      <Sidebar aria-label={intl.formatMessage({ id: 'chat.sessions.label' })}>
        <Button type="button" onClick={() => void create()} disabled={creating.loading}>
          <FormattedMessage id="chat.sessions.new" />
        </Button>
        {sessions.loading && !sessions.data ? (
          <LoadingState />
        ) : list.length === 0 ? (
          <Muted>
            <FormattedMessage id="chat.sessions.empty" />
          </Muted>
        ) : (
          <SessionList>
            {list.map((s) => (
              <SessionItem key={s.sessionId} $current={s.sessionId === current?.sessionId}>
                <button type="button" onClick={() => setChosen(s.sessionId)} aria-current={s.sessionId === current?.sessionId}>
                  {s.title}
                </button>
                <IconButton
                  type="button"
                  onClick={() => void remove(s.sessionId)}
                  aria-label={intl.formatMessage({ id: 'chat.sessions.delete' }, { title: s.title })}
                >
                  <CloseIcon size={16} />
                </IconButton>
              </SessionItem>
            ))}
          </SessionList>
        )}
        <LoadMore
          shown={list.length}
          hasMore={more.hasMore}
          loadingMore={more.loadingMore}
          onLoadMore={() => void more.loadMore()}
        />
      </Sidebar>
      <Conversation aria-busy={conversation.typing}>
        <ConversationHeader>
          <h1>
            <FormattedMessage id="chat.page.title" />
          </h1>
          <ModelLabel />
        </ConversationHeader>
        {conversation.loading ? (
          <LoadingState />
        ) : (
          <MessageList
            messages={conversation.messages}
            streaming={conversation.streaming}
            typing={conversation.typing}
            keyboardNav
            emptyMessageId={current ? 'chat.empty' : 'chat.page.start'}
            earlier={conversation.earlier}
          />
        )}
        <ChatComposer id="chat-page-input" onSend={send} disabled={conversation.typing} />
        <VisuallyHidden role="status" aria-live="polite" data-testid="chat-announcer">
          {replyAnnouncement}
        </VisuallyHidden>
      </Conversation>
    </Page>
  );
}
