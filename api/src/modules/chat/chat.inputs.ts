import { Field, InputType } from 'type-graphql';

/** Shapes only: the chat service checks every value and names the field it refuses. */
@InputType()
export class ChatSessionCreateInput {
  @Field(() => String, { nullable: true, description: 'Client-chosen id (the widget); a new one otherwise.' })
  sessionId?: string;
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true, description: 'Extra instructions for this conversation (admins only).' })
  systemPrompt?: string;
}

@InputType()
export class ChatMessageSendInput {
  @Field(() => String) sessionId!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true, description: 'en or fr; guessed from the text when absent.' })
  language?: string;
}

@InputType()
export class ChatSessionFilterInput {
  @Field(() => String, { nullable: true, description: 'Text in the title or session id.' }) search?: string;
  @Field(() => String, { nullable: true, description: 'all, today, yesterday, last7 or last30' }) range?: string;
  @Field(() => String, { nullable: true, description: 'recent, oldest, messages or active' }) sort?: string;
}
