import { Field, InputType } from 'type-graphql';
import type {
  BusinessInfoForm,
  ChatMessageInput,
  ChatSessionCreate,
  ChatSessionFilter,
} from '@vdp/shared/validation/chat.schema';
import { BUSINESS_FIELD_DESCRIPTIONS } from './chat-config.types';

/** Shapes only: the rules are @vdp/shared's chat schemas (validation/chat.schema.ts), for both doors. */
@InputType({ description: 'A new conversation (chatSessionCreateSchema); every field optional.' })
export class ChatSessionCreateInput implements Partial<Record<keyof ChatSessionCreate, unknown>> {
  @Field(() => String, { nullable: true, description: 'Client-chosen id (the widget); a new one otherwise.' })
  sessionId?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Up to 255 characters; default New Conversation (the first question renames it).',
  })
  title?: string;
  @Field(() => String, { nullable: true, description: 'Extra instructions for this conversation (admins only).' })
  systemPrompt?: string;
}

@InputType({ description: 'A visitor’s message (chatMessageSchema); one reply at a time per conversation.' })
export class ChatMessageSendInput implements Partial<Record<keyof ChatMessageInput | 'sessionId', unknown>> {
  @Field(() => String, { description: 'One of your conversations’ public id.' }) sessionId!: string;
  @Field(() => String, { description: 'The question, 1 to CHAT_LIMITS.maxMessageLength (2000) characters after trimming.' })
  content!: string;
  @Field(() => String, { nullable: true, description: 'en or fr; guessed from the text when absent.' })
  language?: string;
}

@InputType({ description: 'The admin chat history’s filter and order (chatSessionFilterSchema).' })
export class ChatSessionFilterInput implements Partial<Record<keyof ChatSessionFilter, unknown>> {
  @Field(() => String, { nullable: true, description: 'Text in the title or session id.' }) search?: string;
  @Field(() => String, { nullable: true, description: 'all, today, yesterday, last7 or last30' }) range?: string;
  @Field(() => String, { nullable: true, description: 'recent, oldest, messages or active' }) sort?: string;
}

@InputType('ChatCommonQuestionInput', { description: 'A question and its answer for the assistant, in one language.' })
export class CommonQuestionInput {
  @Field(() => String, { description: 'The question as a visitor might ask it (1 to 2000 characters).' }) question!: string;
  @Field(() => String, { description: 'The answer the assistant gives (1 to 2000 characters).' }) answer!: string;
  @Field(() => String, { description: 'en or fr (CHAT_LANGUAGES); en when empty.' }) language!: string;
}

@InputType('ChatBusinessInfoInput', {
  description: 'The whole business information (businessInfoSchema): text up to 1000 characters each; absent or null is empty.',
})
export class BusinessInfoInput implements Partial<Record<keyof BusinessInfoForm, unknown>> {
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.companyName }) companyName?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.phone }) phone?: string;
  @Field(() => String, { nullable: true, description: `${BUSINESS_FIELD_DESCRIPTIONS.email} A valid address, or empty.` })
  email?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.website }) website?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.address }) address?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.supportHours }) supportHours?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.coverageArea }) coverageArea?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.avgPickupTime }) avgPickupTime?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.charityCount }) charityCount?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.avgDonationValue }) avgDonationValue?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.yearsInBusiness }) yearsInBusiness?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.totalDonationsProcessed })
  totalDonationsProcessed?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.taxReceiptCompliance })
  taxReceiptCompliance?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.pickupCost }) pickupCost?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.supportedVehicles }) supportedVehicles?: string;
  @Field(() => String, { nullable: true, description: BUSINESS_FIELD_DESCRIPTIONS.donationProcess }) donationProcess?: string;
  @Field(() => [CommonQuestionInput], {
    nullable: true,
    description: 'Up to CHAT_LIMITS.maxCommonQuestions (100) questions and answers; absent or null is none.',
  })
  commonQuestions?: CommonQuestionInput[];
}
