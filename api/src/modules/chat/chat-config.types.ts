import { Field, ObjectType } from 'type-graphql';
import type { BusinessTextField } from '@vdp/shared/chat/business-fields';
import type { ChatLanguage } from '@vdp/shared/chat/chat.constants';
import type { BusinessInfo, CommonQuestion } from './business-info';
import type { AssistantConfig } from './chat-config.presenter';

/** What each text field of the business information tells the assistant (ChatBusinessInfo and its input). */
export const BUSINESS_FIELD_DESCRIPTIONS: Record<BusinessTextField, string> = {
  companyName: 'The organisation’s name, as the assistant introduces it.',
  phone: 'The phone number the assistant gives for talking to a person.',
  email: 'The e-mail address the assistant gives for reaching a person.',
  website: 'The website address the assistant refers to.',
  address: 'The postal address the assistant gives.',
  supportHours: 'When a person answers, as the assistant says it, e.g. "Mon–Fri 9–5".',
  coverageArea: 'Where vehicles are picked up, e.g. "Ontario and Quebec".',
  avgPickupTime: 'How soon a pickup usually happens, e.g. "1-3 business days".',
  charityCount: 'How many charities donors choose among, as text, e.g. "120".',
  avgDonationValue: 'What a donated vehicle is typically worth, as text, e.g. "$1,500".',
  yearsInBusiness: 'How long the organisation has operated, as text.',
  totalDonationsProcessed: 'How many donations it has handled, as text, e.g. "10,000+".',
  taxReceiptCompliance: 'How its tax receipts meet the rules (e.g. CRA official receipts), as the assistant explains it.',
  pickupCost: 'What a pickup costs the donor, e.g. "Free".',
  supportedVehicles: 'The vehicles accepted, e.g. "cars, trucks, motorcycles and boats".',
  donationProcess: 'The donation’s steps, as the assistant explains them.',
};

@ObjectType('ChatCommonQuestion', { description: 'A question and its answer the assistant knows, in one language.' })
export class CommonQuestionView implements CommonQuestion {
  @Field(() => String, { description: 'The question as a visitor might ask it.' }) question!: string;
  @Field(() => String, { description: 'The answer the assistant gives.' }) answer!: string;
  @Field(() => String, { description: 'en or fr' }) language!: ChatLanguage;
}

/** The business information fields (spec 001 §3 Assistant business info). */
@ObjectType('ChatBusinessInfo', {
  description: 'The facts the assistant answers from: free text, up to 1000 characters each, empty when not set.',
})
export class BusinessInfoView implements BusinessInfo {
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.companyName }) companyName!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.phone }) phone!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.email }) email!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.website }) website!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.address }) address!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.supportHours }) supportHours!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.coverageArea }) coverageArea!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.avgPickupTime }) avgPickupTime!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.charityCount }) charityCount!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.avgDonationValue }) avgDonationValue!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.yearsInBusiness }) yearsInBusiness!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.totalDonationsProcessed }) totalDonationsProcessed!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.taxReceiptCompliance }) taxReceiptCompliance!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.pickupCost }) pickupCost!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.supportedVehicles }) supportedVehicles!: string;
  @Field(() => String, { description: BUSINESS_FIELD_DESCRIPTIONS.donationProcess }) donationProcess!: string;
  @Field(() => [CommonQuestionView], { description: 'Questions and answers the assistant matches visitors’ questions to.' })
  commonQuestions!: CommonQuestionView[];
}

@ObjectType('ChatAssistantConfig', { description: 'The assistant instructions and business information admins edit.' })
export class AssistantConfigView implements AssistantConfig {
  @Field(() => String, {
    description:
      'What an AI provider is told first in every conversation (up to 8000 characters); the built-in assistant reads none.',
  })
  systemPrompt!: string;
  @Field(() => BusinessInfoView, { description: 'The facts and common questions the assistant answers from.' })
  businessInfo!: BusinessInfoView;
}
