// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The valuation form (spec 000 §3); its rules are valuationSchema. */
export type ValuationInput = {
  /** none, minor or major (default none). */
  accidents?: string | null | undefined;
  /** excellent, good, fair or poor (default good). */
  condition?: string | null | undefined;
  /** A lien or financing remains on the vehicle */
  hasLienOrFinance?: boolean | null | undefined;
  /** Where the vehicle is */
  location: string;
  /** Make */
  make: string;
  /** Kilometres. */
  mileage: number;
  /** Model */
  model: string;
  /** Modifications, in words */
  modifications?: string | null | undefined;
  /** excellent, good, fair or poor (default good). */
  serviceHistory?: string | null | undefined;
  /** Trim level */
  trim?: string | null | undefined;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: string | null | undefined;
  /** Vehicle identification number */
  vin?: string | null | undefined;
  /** Model year */
  year: number;
};

export type VehicleValuationQueryVariables = Exact<{
  input: Types.ValuationInput;
}>;


export type VehicleValuationQuery = { vehicleValuation: { estimatedValue: number, taxDeduction: number, outcomesUsed: number, marketRange: { low: number, high: number }, factors: Array<{ key: string, name: string, impact: string, effectPercent: number }>, recommendations: Array<{ key: string, text: string }>, comparableVehicles: Array<{ year: number, make: string, model: string, mileage: number, price: number, source: string }> } };


export const VehicleValuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleValuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatedValue"}},{"kind":"Field","name":{"kind":"Name","value":"marketRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"factors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"effectPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparableVehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomesUsed"}}]}}]}}]} as unknown as DocumentNode<VehicleValuationQuery, VehicleValuationQueryVariables>;