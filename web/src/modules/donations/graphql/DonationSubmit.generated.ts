// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A donation request: the wizard’s vehicle and donor steps (donationSubmissionSchema). */
export type DonationSubmitInput = {
  /** Donor’s street address (up to 255 characters). */
  address: string;
  /** An active verified charity of charityChoices; the donation is made to it. */
  charityId?: string | number | null | undefined;
  /** Donor’s city (up to 100 characters). */
  city: string;
  /** excellent, good, fair or poor (default good). */
  condition?: string | null | undefined;
  /** Where the confirmation and its tracking link are sent. */
  email: string;
  /** Decimal dollars from the valuation. */
  estimatedValue?: string | null | undefined;
  /** Donor’s first name (up to 100 characters). */
  firstName: string;
  /** The vehicle has been in an accident (default false). */
  hasAccidents?: boolean | null | undefined;
  /** A loan or lien is still on the vehicle (default false). */
  hasLienOrFinance?: boolean | null | undefined;
  /** Idempotency key: the same key twice creates one donation. */
  key?: string | null | undefined;
  /** en or fr (fr-CA reads as fr): the donor’s language for every e-mail, the receipt and the tracking page; absent: the request’s (vdp.locale cookie, Accept-Language). */
  language?: string | null | undefined;
  /** Donor’s last name (up to 100 characters). */
  lastName: string;
  /** Manufacturer, e.g. Toyota (up to 100 characters). */
  make: string;
  /** Kilometres (default 0). */
  mileage?: number | null | undefined;
  /** Model, e.g. Corolla (up to 100 characters). */
  model: string;
  /** Anything staff should know, up to DONOR_NOTES_MAX (2000) characters. */
  notes?: string | null | undefined;
  /** Donor’s phone number, 10 to 20 characters. */
  phone: string;
  /** asap, weekday, weekend or schedule (default asap). */
  pickupPreference?: string | null | undefined;
  /** Postal or ZIP code. */
  postalCode: string;
  /** One of CHARITY_CHOICES (@vdp/shared/donations/donation.constants); null for no preference. */
  preferredCharity?: string | null | undefined;
  /** YYYY-MM-DD. */
  preferredDate?: string | null | undefined;
  /** Province or state code. */
  province: string;
  /** Trim level, e.g. LE (up to 100 characters). */
  trim?: string | null | undefined;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: string | null | undefined;
  /** Vehicle identification number, up to 17 characters (stored upper-case). */
  vin?: string | null | undefined;
  /** Model year, from 1900 to the current year. */
  year: number;
};

export type DonationSubmitMutationVariables = Exact<{
  input: Types.DonationSubmitInput;
}>;


export type DonationSubmitMutation = { donationSubmit: { id: number, accessCode: string, trackingUrl: string } };


export const DonationSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonationSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationSubmitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationSubmit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}}]}}]}}]} as unknown as DocumentNode<DonationSubmitMutation, DonationSubmitMutationVariables>;