// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A communication with the donor to record (donationCommunicationSchema); nothing is sent. */
export type DonationCommunicationInput = {
  /** The donation’s id. */
  donationId: number;
  /** The message, or a summary of it (1 to STAFF_LIMITS.message, 5000 characters). */
  message: string;
  /** outbound (to the donor) or inbound (from the donor). */
  method: string;
  /** Its subject (up to STAFF_LIMITS.subject, 255 characters). */
  subject?: string | null | undefined;
  /** email, phone, sms, note or letter. */
  type: string;
};

export type DonationCommunicationAddMutationVariables = Exact<{
  input: Types.DonationCommunicationInput;
}>;


export type DonationCommunicationAddMutation = { donationCommunicationAdd: { id: number, type: string, method: string, subject: string | null, message: string, sentAt: string } };


export const DonationCommunicationAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonationCommunicationAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationCommunicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationCommunicationAdd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<DonationCommunicationAddMutation, DonationCommunicationAddMutationVariables>;