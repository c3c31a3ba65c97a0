// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TaxReceiptFieldsFragment = {
  id: number;
  receiptNumber: string;
  status: string;
  receiptAmount: string;
  eligibleAmount: string;
  advantageAmount: string | null;
  language: string;
  issuedAt: string;
  emailSent: boolean;
  sendEmail: boolean;
  replacesReceiptNumber: string | null;
  downloadUrl: string;
};

export const TaxReceiptFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TaxReceiptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TaxReceiptView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiptNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiptAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eligibleAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'advantageAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailSent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sendEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacesReceiptNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'downloadUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TaxReceiptFieldsFragment, unknown>;
