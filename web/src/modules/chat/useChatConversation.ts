import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES_PAGE_SIZE, NEWER_MESSAGES_LIMIT } from './chat.constants';
import { ChatMessageSendDocument } from './graphql/ChatMessageSend.generated';
import { ChatMessagesDocument, type ChatMessagesQuery } from './graphql/ChatMessages.generated';
import { ChatStreamDocument } from './graphql/ChatStream.generated';
import type { ChatMessageFieldsFragment } from './graphql/ChatMessageFields.generated';
import { useLoadEarlier } from './useLoadEarlier';

export type ChatMessage = ChatMessageFieldsFragment;

const POLL_MS = 2000;

export interface StreamingReply {
  messageId: string;
  text: string;
}

export interface ChatConversation {
  messages: ChatMessage[];
  /** The conversation opens at its latest messages; these bring the earlier ones. */
  earlier: { hasMore: boolean; loading: boolean; onLoad: () => void };
  loading: boolean;
  loadError: boolean;
  /** The reply being written, as it arrives. */
  streaming: StreamingReply | null;
  /** Waiting for the assistant (sent, reply not finished). */
  typing: boolean;
  send: (content: string, language: string) => Promise<void>;
}

interface Callbacks {
  /** A reply failed (provider error): the caller shows its toast. */
  onReplyFailed: () => void;
  /** A reply is complete and stored. */
  onReply?: (message: ChatMessage) => void;
}

/**
 * One conversation: its latest stored messages (earlier ones on demand), the reply streaming in
 * over chatStream, and send(). The stored messages are the source of truth: when a reply is done
 * the messages after the last one shown are read and appended (the earlier pages stay).
 */
export function useChatConversation(sessionId: string | null, callbacks: Callbacks): ChatConversation {
  const skip = !sessionId;
  const variables = { sessionId: sessionId ?? '' };
  const { data, loading, error, refetch, fetchMore } = useQuery(ChatMessagesDocument, {
    variables: { ...variables, last: MESSAGES_PAGE_SIZE },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.chatMessages;
  const { loadEarlier, loadingEarlier, hasEarlier } = useLoadEarlier(page?.pageInfo, fetchMore);
  const endCursor = page?.pageInfo.endCursor ?? null;
  /** The messages stored since the last one shown (the whole latest page when none is shown yet). */
  const readNewer = useCallback(async (): Promise<ChatMessagesQuery | undefined> => {
    if (!endCursor) return (await refetch()).data;
    const { data: newer } = await fetchMore({ variables: { after: endCursor, first: NEWER_MESSAGES_LIMIT, last: null } });
    return newer;
  }, [endCursor, refetch, fetchMore]);
  const [sendMessage] = useMutation(ChatMessageSendDocument);
  const [streaming, setStreaming] = useState<StreamingReply | null>(null);
  /** The id of the question whose reply is awaited (-1 while it is being sent). */
  const [pending, setPending] = useState<{ sessionId: string; after: number } | null>(null);
  const awaiting = pending && pending.sessionId === sessionId ? pending.after : null;
  const messages = page?.edges.map((edge) => edge.node) ?? [];
  const reply = awaiting !== null && awaiting >= 0 ? messages.find((m) => m.role === 'assistant' && m.id > awaiting) : undefined;
  const waiting = awaiting !== null && !reply;
  const { onReplyFailed, onReply } = callbacks;

  // the reply to the question sent, once stored and shown, however it arrived (stream's end or a poll): told once
  const latestOnReply = useRef(onReply);
  useEffect(() => {
    latestOnReply.current = onReply;
  }, [onReply]);
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (!reply || told.current === reply.id) return;
    told.current = reply.id;
    latestOnReply.current?.(reply);
  }, [reply]);

  useSubscription(ChatStreamDocument, {
    variables,
    skip,
    onData: ({ data: result }) => {
      const event = result.data?.chatStream;
      if (!event) return;
      if (!event.done) {
        setStreaming((prev) =>
          prev && prev.messageId === event.messageId
            ? { messageId: prev.messageId, text: prev.text + event.delta }
            : { messageId: event.messageId, text: event.delta },
        );
        return;
      }
      void readNewer().then(() => {
        setStreaming(null);
        if (event.error) {
          setPending(null);
          onReplyFailed();
        }
      });
    },
  });

  // A reply that finished before the subscription was up (or while it reconnected) still shows:
  // while one is awaited and nothing streams, the stored messages are read again now and then.
  useEffect(() => {
    if (!waiting || streaming || skip) return undefined;
    const timer = window.setInterval(() => void readNewer(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, streaming, skip, readNewer]);

  const send = useCallback(
    async (content: string, language: string) => {
      if (!sessionId) return;
      setPending({ sessionId, after: -1 });
      try {
        const { data: sent } = await sendMessage({ variables: { input: { sessionId, content, language } } });
        setPending(sent ? { sessionId, after: sent.chatMessageSend.userMessage.id } : null);
        await readNewer();
      } catch (sendError) {
        setPending(null);
        throw sendError;
      }
    },
    [sessionId, sendMessage, readNewer],
  );

  return {
    messages,
    earlier: { hasMore: hasEarlier, loading: loadingEarlier, onLoad: () => void loadEarlier() },
    loading: loading && !data,
    loadError: Boolean(error) && !data,
    streaming,
    typing: waiting || streaming !== null,
    send,
  };
}
