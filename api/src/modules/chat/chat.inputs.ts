import { Field, InputType } from 'type-graphql';
import type {
  BusinessInfoForm,
  ChatMessageInput,
  ChatSessionCreate,
  ChatSessionFilter,
} from '@vdp/shared/validation/chat.schema';

/** Shapes only: the rules are @vdp/shared's chat schemas (validation/chat.schema.ts), for both doors. */
@InputType()
export class ChatSessionCreateInput implements Partial<Record<keyof ChatSessionCreate, unknown>> {
  @Field(() => String, { nullable: true, description: 'Client-chosen id (the widget); a new one otherwise.' })
  sessionId?: string;
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true, description: 'Extra instructions for this conversation (admins only).' })
  systemPrompt?: string;
}

@InputType()
export class ChatMessageSendInput implements Partial<Record<keyof ChatMessageInput | 'sessionId', unknown>> {
  @Field(() => String) sessionId!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true, description: 'en or fr; guessed from the text when absent.' })
  language?: string;
}

@InputType()
export class ChatSessionFilterInput implements Partial<Record<keyof ChatSessionFilter, unknown>> {
  @Field(() => String, { nullable: true, description: 'Text in the title or session id.' }) search?: string;
  @Field(() => String, { nullable: true, description: 'all, today, yesterday, last7 or last30' }) range?: string;
  @Field(() => String, { nullable: true, description: 'recent, oldest, messages or active' }) sort?: string;
}

@InputType('ChatCommonQuestionInput')
export class CommonQuestionInput {
  @Field(() => String) question!: string;
  @Field(() => String) answer!: string;
  @Field(() => String) language!: string;
}

@InputType('ChatBusinessInfoInput')
export class BusinessInfoInput implements Partial<Record<keyof BusinessInfoForm, unknown>> {
  @Field(() => String, { nullable: true }) companyName?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) website?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true }) supportHours?: string;
  @Field(() => String, { nullable: true }) coverageArea?: string;
  @Field(() => String, { nullable: true }) avgPickupTime?: string;
  @Field(() => String, { nullable: true }) charityCount?: string;
  @Field(() => String, { nullable: true }) avgDonationValue?: string;
  @Field(() => String, { nullable: true }) yearsInBusiness?: string;
  @Field(() => String, { nullable: true }) totalDonationsProcessed?: string;
  @Field(() => String, { nullable: true }) taxReceiptCompliance?: string;
  @Field(() => String, { nullable: true }) pickupCost?: string;
  @Field(() => String, { nullable: true }) supportedVehicles?: string;
  @Field(() => String, { nullable: true }) donationProcess?: string;
  @Field(() => [CommonQuestionInput], { nullable: true }) commonQuestions?: CommonQuestionInput[];
}
