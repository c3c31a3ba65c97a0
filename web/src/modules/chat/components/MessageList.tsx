import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import type { MessageId } from '../../../i18n/messages';
import type { ChatMessage, StreamingReply } from '../useChatConversation';
import { Bubble, Dots, Earlier, Empty, List, Meta, VisuallyHidden } from './MessageList.styles';

interface Props {
  messages: ChatMessage[];
  streaming: StreamingReply | null;
  typing: boolean;
  /** Arrow keys move between messages. */
  keyboardNav?: boolean;
  emptyMessageId?: MessageId;
  /** Earlier messages of a conversation opened at its latest ones. */
  earlier?: { hasMore: boolean; loading: boolean; onLoad: () => void };
}

/** The message each navigation key moves to, from the focused one's index among `count`. */
const MESSAGE_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index) => index + 1,
  ArrowUp: (index) => index - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The messages of a conversation, the reply streaming in, and the typing state. */
export function MessageList({ messages, streaming, typing, keyboardNav = false, emptyMessageId = 'chat.empty', earlier }: Props) {
  const intl = useIntl();
  const end = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  /** The list's height before earlier messages came in front, to keep the reader where they were. */
  const shown = useRef<{ firstId: number | undefined; height: number }>({ firstId: undefined, height: 0 });

  // a new message or reply scrolls to the end; earlier messages do not
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId, streaming?.text, typing]);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = shown.current;
    if (before.firstId !== undefined && firstId !== before.firstId && before.height > 0) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    shown.current = { firstId, height: element.scrollHeight };
  }, [firstId]);

  // keyboard navigation: arrows move one message, Home and End to the first and the last
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (!keyboardNav || !(event.key in MESSAGE_KEYS)) return;
    const items = Array.from(list.current?.querySelectorAll<HTMLElement>('[data-message]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target = MESSAGE_KEYS[event.key](index, items.length);
    items[Math.min(items.length - 1, Math.max(0, target))]?.focus();
    event.preventDefault();
  };

  if (messages.length === 0 && !streaming && !typing) {
    return (
      <Empty>
        <FormattedMessage id={emptyMessageId} />
      </Empty>
    );
  }

  return (
    <List ref={list} onKeyDown={onKeyDown} aria-label={intl.formatMessage({ id: 'chat.messages.label' })}>
      {earlier?.hasMore && (
        <Earlier>
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            disabled={earlier.loading}
            aria-busy={earlier.loading}
            onClick={earlier.onLoad}
          >
            <FormattedMessage id={earlier.loading ? 'chat.messages.loadingEarlier' : 'chat.messages.earlier'} />
          </Button>
        </Earlier>
      )}
      {messages.map((message) => (
        <Bubble
          key={message.id}
          $mine={message.role === 'user'}
          data-message
          tabIndex={keyboardNav ? 0 : undefined}
          data-role={message.role}
        >
          <VisuallyHidden>
            <FormattedMessage id={message.role === 'user' ? 'chat.role.user' : 'chat.role.assistant'} />:{' '}
          </VisuallyHidden>
          {message.content}
          <Meta>{intl.formatTime(new Date(String(message.createdAt)), { hour: 'numeric', minute: '2-digit' })}</Meta>
        </Bubble>
      ))}
      {streaming && (
        <Bubble $mine={false} data-message data-streaming tabIndex={keyboardNav ? 0 : undefined}>
          {streaming.text}
        </Bubble>
      )}
      {typing && !streaming && (
        <Bubble $mine={false} aria-label={intl.formatMessage({ id: 'chat.typing' })} data-typing>
          <Dots aria-hidden="true">
            <span />
            <span />
            <span />
          </Dots>
        </Bubble>
      )}
      <li ref={end} aria-hidden="true" />
    </List>
  );
}
