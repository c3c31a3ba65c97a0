import { Field, ObjectType } from 'type-graphql';
import type { ChatLanguage } from '@vdp/shared/chat/chat.constants';
import type { BusinessInfo, CommonQuestion } from './business-info';
import type { AssistantConfig } from './chat-config.presenter';

@ObjectType('ChatCommonQuestion')
export class CommonQuestionView implements CommonQuestion {
  @Field(() => String) question!: string;
  @Field(() => String) answer!: string;
  @Field(() => String, { description: 'en or fr' }) language!: ChatLanguage;
}

/** The business information fields (spec 001 §3 Assistant business info). */
@ObjectType('ChatBusinessInfo')
export class BusinessInfoView implements BusinessInfo {
  @Field(() => String) companyName!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String) website!: string;
  @Field(() => String) address!: string;
  @Field(() => String) supportHours!: string;
  @Field(() => String) coverageArea!: string;
  @Field(() => String) avgPickupTime!: string;
  @Field(() => String) charityCount!: string;
  @Field(() => String) avgDonationValue!: string;
  @Field(() => String) yearsInBusiness!: string;
  @Field(() => String) totalDonationsProcessed!: string;
  @Field(() => String) taxReceiptCompliance!: string;
  @Field(() => String) pickupCost!: string;
  @Field(() => String) supportedVehicles!: string;
  @Field(() => String) donationProcess!: string;
  @Field(() => [CommonQuestionView]) commonQuestions!: CommonQuestionView[];
}

@ObjectType('ChatAssistantConfig', { description: 'The assistant instructions and business information admins edit.' })
export class AssistantConfigView implements AssistantConfig {
  @Field(() => String) systemPrompt!: string;
  @Field(() => BusinessInfoView) businessInfo!: BusinessInfoView;
}
