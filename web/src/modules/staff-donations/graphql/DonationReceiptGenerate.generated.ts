// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A tax receipt to issue for a donation (receiptRequestSchema, docs/receipts.md). */
export type ReceiptGenerateInput = {
  /** Value of any advantage the donor received, decimal dollars. */
  advantageAmount?: string | null | undefined;
  /** What the advantage was (up to 500 characters); required when advantageAmount is above 0. */
  advantageDescription?: string | null | undefined;
  /** The appraiser’s address, printed with the name (up to 500 characters). */
  appraiserAddress?: string | null | undefined;
  /** Who appraised the vehicle, printed on the receipt (up to 255 characters). */
  appraiserName?: string | null | undefined;
  /** The donation the receipt is for. */
  donationId: number;
  /** YYYY-MM-DD the vehicle was received (default: pickup date). */
  giftReceivedDate?: string | null | undefined;
  /** en or fr (default: the donor’s language, kept with the donation). */
  language?: string | null | undefined;
  /** Staff’s internal note, not printed (up to 2000 characters). */
  notes?: string | null | undefined;
  /** Fair market value of the vehicle, decimal dollars. */
  receiptValue: string;
  /** E-mail the PDF to the donor. */
  sendEmail: boolean;
};

export type DonationReceiptGenerateMutationVariables = Exact<{
  input: Types.ReceiptGenerateInput;
}>;


export type DonationReceiptGenerateMutation = { donationReceiptGenerate: { id: number, receiptNumber: string, status: string, receiptAmount: string, eligibleAmount: string, advantageAmount: string | null, language: string, issuedAt: string, emailSent: boolean, sendEmail: boolean, replacesReceiptNumber: string | null, downloadUrl: string } };


export const DonationReceiptGenerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonationReceiptGenerate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptGenerateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationReceiptGenerate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxReceiptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxReceiptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxReceiptView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receiptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleAmount"}},{"kind":"Field","name":{"kind":"Name","value":"advantageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailSent"}},{"kind":"Field","name":{"kind":"Name","value":"sendEmail"}},{"kind":"Field","name":{"kind":"Name","value":"replacesReceiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<DonationReceiptGenerateMutation, DonationReceiptGenerateMutationVariables>;