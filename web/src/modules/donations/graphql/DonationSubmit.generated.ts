// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type DonationSubmitInput = {
  address: string;
  /** An active verified charity of charityChoices; the donation is made to it. */
  charityId?: string | number | null | undefined;
  city: string;
  /** excellent, good, fair or poor (default good). */
  condition?: string | null | undefined;
  email: string;
  /** Decimal dollars from the valuation. */
  estimatedValue?: string | null | undefined;
  firstName: string;
  hasAccidents?: boolean | null | undefined;
  hasLienOrFinance?: boolean | null | undefined;
  /** Idempotency key: the same key twice creates one donation. */
  key?: string | null | undefined;
  /** en or fr: the language of the confirmation e-mail. */
  language?: string | null | undefined;
  lastName: string;
  make: string;
  /** Kilometres (default 0). */
  mileage?: number | null | undefined;
  model: string;
  notes?: string | null | undefined;
  phone: string;
  /** asap, weekday, weekend or schedule (default asap). */
  pickupPreference?: string | null | undefined;
  /** Postal or ZIP code. */
  postalCode: string;
  preferredCharity?: string | null | undefined;
  /** YYYY-MM-DD. */
  preferredDate?: string | null | undefined;
  /** Province or state code. */
  province: string;
  trim?: string | null | undefined;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: string | null | undefined;
  vin?: string | null | undefined;
  year: number;
};

export type DonationSubmitMutationVariables = Exact<{
  input: Types.DonationSubmitInput;
}>;


export type DonationSubmitMutation = { donationSubmit: { id: number, accessCode: string, trackingUrl: string } };


export const DonationSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonationSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationSubmitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationSubmit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}}]}}]}}]} as unknown as DocumentNode<DonationSubmitMutation, DonationSubmitMutationVariables>;