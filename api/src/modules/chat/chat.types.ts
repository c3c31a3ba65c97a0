import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { ChatMessage } from './chat-message.entity';
import type { ChatSession } from './chat-session.entity';

@ObjectType('ChatSession', { description: 'A conversation with the assistant (spec 000 §3).' })
export class ChatSessionView {
  @Field(() => Int) id!: number;
  @Field(() => String) sessionId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) model!: string;
  @Field(() => Int) messageCount!: number;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Date, { nullable: true }) lastMessageAt!: Date | null;

  static of(s: ChatSession): ChatSessionView {
    return Object.assign(new ChatSessionView(), {
      id: s.id,
      sessionId: s.sessionId,
      title: s.title,
      model: s.model,
      messageCount: s.messageCount,
      isActive: s.isActive,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      lastMessageAt: s.lastMessageAt ?? null,
    });
  }
}

@ObjectType('ChatMessage', { description: 'One message of a conversation, by the visitor (user) or the assistant.' })
export class ChatMessageView {
  @Field(() => Int) id!: number;
  @Field(() => String) role!: string;
  @Field(() => String) content!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Int, { nullable: true }) tokens!: number | null;
  @Field(() => String, { nullable: true }) model!: string | null;
  @Field(() => String, { nullable: true }) finishReason!: string | null;

  static of(m: ChatMessage): ChatMessageView {
    return Object.assign(new ChatMessageView(), {
      id: m.id,
      role: m.role,
      content: m.content,
      createdAt: m.createdAt,
      tokens: m.tokens ?? null,
      model: m.model ?? null,
      finishReason: m.finishReason ?? null,
    });
  }
}

@ObjectType('ChatSendResult', { description: 'The stored question; the reply streams on chatStream under replyId.' })
export class ChatSendResult {
  @Field(() => ChatMessageView) userMessage!: ChatMessageView;
  @Field(() => String) replyId!: string;
}

@ObjectType('ChatStreamEvent', { description: 'A piece of a reply as it is written; done closes it.' })
export class ChatStreamEvent {
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
export class ChatAssistantView {
  @Field(() => String) model!: string;
  @Field(() => Boolean) builtIn!: boolean;
}

@ObjectType('ChatDay')
export class ChatDayView {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC)' }) date!: string;
  @Field(() => Int) messages!: number;
  @Field(() => Int) sessions!: number;
}

@ObjectType('ChatStats', { description: 'Summary cards and the 7-day chart of the chat history.' })
export class ChatStatsView {
  @Field(() => Int) totalSessions!: number;
  @Field(() => Int) activeSessions!: number;
  @Field(() => Int) totalMessages!: number;
  @Field(() => Float) averageMessages!: number;
  @Field(() => [ChatDayView]) days!: ChatDayView[];
}
