import { Field, Float, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { ChatDay, ChatStats } from './chat-stats.presenter';
import type { ChatAssistant, ChatReplyStarted, ChatSessionSummary, StoredChatMessage } from './chat.presenter';
import type { StreamEvent } from './stream-order';

@ObjectType('ChatSession', { description: 'A conversation with the assistant (spec 000 §3).' })
export class ChatSessionView implements ChatSessionSummary {
  @Field(() => Int) id!: number;
  @Field(() => String) sessionId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) model!: string;
  @Field(() => Int) messageCount!: number;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Date, { nullable: true }) lastMessageAt!: Date | null;
}

@ObjectType('ChatMessage', { description: 'One message of a conversation, by the visitor (user) or the assistant.' })
export class ChatMessageView implements StoredChatMessage {
  @Field(() => Int) id!: number;
  @Field(() => String) role!: StoredChatMessage['role'];
  @Field(() => String) content!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Int, { nullable: true }) tokens!: number | null;
  @Field(() => String, { nullable: true }) model!: string | null;
  @Field(() => String, { nullable: true }) finishReason!: string | null;
}

export const ChatSessionConnectionView = connectionTypes('ChatSession', ChatSessionView, {
  description: 'A page of conversations (GraphQL Cursor Connections).',
  totalCount: 'Conversations matching the filter (admin history); null for your own conversations.',
});

export const ChatMessageConnectionView = connectionTypes('ChatMessage', ChatMessageView, {
  description: 'A page of a conversation, oldest first; ask `last` for its latest messages (GraphQL Cursor Connections).',
  totalCount: 'Messages in the whole conversation.',
});

@ObjectType('ChatSendResult', { description: 'The stored question; the reply streams on chatStream under replyId.' })
export class ChatSendResult implements ChatReplyStarted {
  @Field(() => ChatMessageView) userMessage!: ChatMessageView;
  @Field(() => String) replyId!: string;
}

@ObjectType('ChatStreamEvent', { description: 'A piece of a reply as it is written; done closes it.' })
export class ChatStreamEvent implements StreamEvent {
  @Field(() => String, { description: 'The reply being written (replyId of chatMessageSend).' }) messageId!: string;
  @Field(() => String) delta!: string;
  @Field(() => Int, { description: 'Where delta starts in the whole reply.' }) offset!: number;
  @Field(() => Boolean) done!: boolean;
  @Field(() => String, { nullable: true, description: 'Set on done when the reply failed (nothing stored).' })
  error!: string | null;
  @Field(() => Int, { nullable: true, description: 'The stored assistant message, on done.' })
  storedMessageId!: number | null;
}

@ObjectType('ChatAssistant', { description: 'Which assistant answers: its model, or the built-in one.' })
export class ChatAssistantView implements ChatAssistant {
  @Field(() => String) model!: string;
  @Field(() => Boolean) builtIn!: boolean;
}

@ObjectType('ChatDay')
export class ChatDayView implements ChatDay {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC)' }) date!: string;
  @Field(() => Int) messages!: number;
  @Field(() => Int) sessions!: number;
}

@ObjectType('ChatStats', { description: 'Summary cards and the 7-day chart of the chat history.' })
export class ChatStatsView implements ChatStats {
  @Field(() => Int) totalSessions!: number;
  @Field(() => Int) activeSessions!: number;
  @Field(() => Int) totalMessages!: number;
  @Field(() => Float) averageMessages!: number;
  @Field(() => [ChatDayView]) days!: ChatDayView[];
}
