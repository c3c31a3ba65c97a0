import { Field, InputType, ObjectType } from 'type-graphql';
import type { AssistantConfig } from './chat-config.service';

@ObjectType('ChatCommonQuestion')
export class CommonQuestionView {
  @Field(() => String) question!: string;
  @Field(() => String) answer!: string;
  @Field(() => String, { description: 'en or fr' }) language!: string;
}

@InputType('ChatCommonQuestionInput')
export class CommonQuestionInput {
  @Field(() => String) question!: string;
  @Field(() => String) answer!: string;
  @Field(() => String) language!: string;
}

/** The business information fields (spec 001 §3 Assistant business info). */
@ObjectType('ChatBusinessInfo')
export class BusinessInfoView {
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

@InputType('ChatBusinessInfoInput')
export class BusinessInfoInput {
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

@ObjectType('ChatAssistantConfig', { description: 'The assistant instructions and business information admins edit.' })
export class AssistantConfigView {
  @Field(() => String) systemPrompt!: string;
  @Field(() => BusinessInfoView) businessInfo!: BusinessInfoView;

  static of(config: AssistantConfig): AssistantConfigView {
    return Object.assign(new AssistantConfigView(), {
      systemPrompt: config.systemPrompt,
      businessInfo: Object.assign(new BusinessInfoView(), config.businessInfo),
    });
  }
}
