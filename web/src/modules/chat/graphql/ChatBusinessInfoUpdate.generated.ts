// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The whole business information (businessInfoSchema): text up to 1000 characters each; absent or null is empty. */
export type ChatBusinessInfoInput = {
  /** The postal address the assistant gives. */
  address?: string | null | undefined;
  /** What a donated vehicle is typically worth, as text, e.g. "$1,500". */
  avgDonationValue?: string | null | undefined;
  /** How soon a pickup usually happens, e.g. "1-3 business days". */
  avgPickupTime?: string | null | undefined;
  /** How many charities donors choose among, as text, e.g. "120". */
  charityCount?: string | null | undefined;
  /** Up to CHAT_LIMITS.maxCommonQuestions (100) questions and answers; absent or null is none. */
  commonQuestions?: Array<ChatCommonQuestionInput> | null | undefined;
  /** The organisation’s name, as the assistant introduces it. */
  companyName?: string | null | undefined;
  /** Where vehicles are picked up, e.g. "Ontario and Quebec". */
  coverageArea?: string | null | undefined;
  /** The donation’s steps, as the assistant explains them. */
  donationProcess?: string | null | undefined;
  /** The e-mail address the assistant gives for reaching a person. A valid address, or empty. */
  email?: string | null | undefined;
  /** The phone number the assistant gives for talking to a person. */
  phone?: string | null | undefined;
  /** What a pickup costs the donor, e.g. "Free". */
  pickupCost?: string | null | undefined;
  /** When a person answers, as the assistant says it, e.g. "Mon–Fri 9–5". */
  supportHours?: string | null | undefined;
  /** The vehicles accepted, e.g. "cars, trucks, motorcycles and boats". */
  supportedVehicles?: string | null | undefined;
  /** How its tax receipts meet the rules (e.g. CRA official receipts), as the assistant explains it. */
  taxReceiptCompliance?: string | null | undefined;
  /** How many donations it has handled, as text, e.g. "10,000+". */
  totalDonationsProcessed?: string | null | undefined;
  /** The website address the assistant refers to. */
  website?: string | null | undefined;
  /** How long the organisation has operated, as text. */
  yearsInBusiness?: string | null | undefined;
};

/** A question and its answer for the assistant, in one language. */
export type ChatCommonQuestionInput = {
  /** The answer the assistant gives (1 to 2000 characters). */
  answer: string;
  /** en or fr (CHAT_LANGUAGES); en when empty. */
  language: string;
  /** The question as a visitor might ask it (1 to 2000 characters). */
  question: string;
};

export type ChatBusinessInfoUpdateMutationVariables = Exact<{
  input: Types.ChatBusinessInfoInput;
}>;


export type ChatBusinessInfoUpdateMutation = { chatBusinessInfoUpdate: { systemPrompt: string, businessInfo: { companyName: string, phone: string, email: string, website: string, address: string, supportHours: string, coverageArea: string, avgPickupTime: string, charityCount: string, avgDonationValue: string, yearsInBusiness: string, totalDonationsProcessed: string, taxReceiptCompliance: string, pickupCost: string, supportedVehicles: string, donationProcess: string, commonQuestions: Array<{ question: string, answer: string, language: string }> } } };


export const ChatBusinessInfoUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatBusinessInfoUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatBusinessInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatBusinessInfoUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatAssistantConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatAssistantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatAssistantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"businessInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"coverageArea"}},{"kind":"Field","name":{"kind":"Name","value":"avgPickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"charityCount"}},{"kind":"Field","name":{"kind":"Name","value":"avgDonationValue"}},{"kind":"Field","name":{"kind":"Name","value":"yearsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationsProcessed"}},{"kind":"Field","name":{"kind":"Name","value":"taxReceiptCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCost"}},{"kind":"Field","name":{"kind":"Name","value":"supportedVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"donationProcess"}},{"kind":"Field","name":{"kind":"Name","value":"commonQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]} as unknown as DocumentNode<ChatBusinessInfoUpdateMutation, ChatBusinessInfoUpdateMutationVariables>;