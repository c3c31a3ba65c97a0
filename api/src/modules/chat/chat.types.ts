import { Field, Float, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { ChatDay, ChatStats } from './chat-stats.presenter';
import type { ChatAssistant, ChatReplyStarted, ChatSessionSummary, StoredChatMessage } from './chat.presenter';
import type { StreamEvent } from './stream-order';

@ObjectType('ChatSession', { description: 'A conversation with the assistant (spec 000 §3).' })
export class ChatSessionView implements ChatSessionSummary {
  @Field(() => Int, { description: 'The row’s id (internal; clients use sessionId).' }) id!: number;
  @Field(() => String, {
    description: 'The public id every chat call takes: chosen by the widget (8 to 64 letters, digits, - or _) or a UUID.',
  })
  sessionId!: string;
  @Field(() => String, {
    description: 'New Conversation until the first question names it (its first 60 characters); up to 255 characters.',
  })
  title!: string;
  @Field(() => String, { description: 'The model that was answering when it began, e.g. gpt-4o, or built-in.' }) model!: string;
  @Field(() => Int, { description: 'Messages stored, both roles (the welcome message included).' }) messageCount!: number;
  @Field(() => Boolean, { description: 'Always true: a conversation is deleted, never closed.' }) isActive!: boolean;
  @Field(() => Date, { description: 'When the conversation began.' }) createdAt!: Date;
  @Field(() => Date, { description: 'Its latest change (a message stored, a title set).' }) updatedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When its latest message was stored; null while it has none.' })
  lastMessageAt!: Date | null;
}

@ObjectType('ChatMessage', { description: 'One message of a conversation, by the visitor (user) or the assistant.' })
export class ChatMessageView implements StoredChatMessage {
  @Field(() => Int, { description: 'The message’s id (ChatStreamEvent.storedMessageId for a reply).' }) id!: number;
  @Field(() => String, { description: 'user (the visitor) or assistant.' }) role!: StoredChatMessage['role'];
  @Field(() => String, { description: 'Its text: a question of up to 2000 characters, or the whole reply.' }) content!: string;
  @Field(() => Date, { description: 'When it was stored.' }) createdAt!: Date;
  @Field(() => Int, {
    nullable: true,
    description: 'Tokens: a reply’s as the provider counted them, else an estimate; null for older rows without one.',
  })
  tokens!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The model that wrote a reply, e.g. gpt-4o or built-in; null for a question and the welcome message.',
  })
  model!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why a reply ended, as the provider says (stop, length…), or welcome; null for a question.',
  })
  finishReason!: string | null;
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
  @Field(() => ChatMessageView, { description: 'The visitor’s message as stored.' }) userMessage!: ChatMessageView;
  @Field(() => String, { description: 'The reply’s id (a UUID): ChatStreamEvent.messageId of its events.' }) replyId!: string;
}

@ObjectType('ChatStreamEvent', { description: 'A piece of a reply as it is written; done closes it.' })
export class ChatStreamEvent implements StreamEvent {
  @Field(() => String, { description: 'The reply being written (replyId of chatMessageSend).' }) messageId!: string;
  @Field(() => String, { description: 'The next piece of the reply’s text; empty on done.' }) delta!: string;
  @Field(() => Int, { description: 'Where delta starts in the whole reply.' }) offset!: number;
  @Field(() => Boolean, { description: 'True on the reply’s last event: it is stored (or failed, see error).' }) done!: boolean;
  @Field(() => String, { nullable: true, description: 'Set on done when the reply failed (nothing stored).' })
  error!: string | null;
  @Field(() => Int, { nullable: true, description: 'The stored assistant message, on done.' })
  storedMessageId!: number | null;
}

@ObjectType('ChatAssistant', { description: 'Which assistant answers: its model, or the built-in one.' })
export class ChatAssistantView implements ChatAssistant {
  @Field(() => String, { description: 'The configured model’s name, e.g. gpt-4o; built-in for the built-in assistant.' })
  model!: string;
  @Field(() => Boolean, {
    description: 'True when no AI provider is configured: the built-in assistant answers from the business information.',
  })
  builtIn!: boolean;
}

@ObjectType('ChatDay', { description: 'One day of the 7-day chart.' })
export class ChatDayView implements ChatDay {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC)' }) date!: string;
  @Field(() => Int, { description: 'Messages stored that day, both roles.' }) messages!: number;
  @Field(() => Int, { description: 'Conversations begun that day.' }) sessions!: number;
}

@ObjectType('ChatStats', { description: 'Summary cards and the 7-day chart of the chat history.' })
export class ChatStatsView implements ChatStats {
  @Field(() => Int, { description: 'Every conversation.' }) totalSessions!: number;
  @Field(() => Int, { description: 'Conversations with a message in the last 24 hours.' }) activeSessions!: number;
  @Field(() => Int, { description: 'Every message, both roles.' }) totalMessages!: number;
  @Field(() => Float, { description: 'Messages per conversation, to one decimal; 0 without conversations.' })
  averageMessages!: number;
  @Field(() => [ChatDayView], { description: 'The last 7 days (UTC), oldest first, today last.' }) days!: ChatDayView[];
}
