import type { TestClient } from './client';

let counter = 0;

/** A field of each type, one optional, and a condition: the licence class shows once the box is ticked. */
export const EVERY_TYPE_FIELDS = [
  { id: 'fname', type: 'text', label: 'Nom complet', required: true },
  { id: 'femail', type: 'email', label: 'Courriel', required: true },
  { id: 'fphone', type: 'phone', label: 'Téléphone', required: true },
  { id: 'fnotes', type: 'textarea', label: 'Notes', required: false },
  { id: 'fsize', type: 'select', label: 'Size', required: true, options: ['Small', 'Large'] },
  { id: 'fconsent', type: 'checkbox', label: 'I agree', required: true },
  { id: 'fday', type: 'date', label: 'Day', required: true },
  { id: 'flicence', type: 'checkbox', label: 'Licence', required: false },
  { id: 'fclass', type: 'text', label: 'Licence class', required: true, showWhen: { fieldId: 'flicence', equals: 'true' } },
];

/** Answers EVERY_TYPE_FIELDS accepts. */
export const GOOD_ANSWERS: Record<string, unknown> = {
  fname: 'Élise Gagnon',
  femail: 'elise@example.ca',
  fphone: '(514) 555-0199',
  fsize: 'Large',
  fconsent: true,
  fday: '2026-02-28',
};

/** A form definition with a unique name; fields override. */
export function formBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return { name: `Zebra Form ${counter} ${Date.now()}`, fields: EVERY_TYPE_FIELDS, ...extra };
}

export interface FormJson {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  fields: Array<Record<string, unknown>>;
  isActive: boolean;
  notifyEmail: string | null;
  submissionCount: number;
  createdAt: string;
  updatedAt: string;
}

export async function createForm(admin: TestClient, extra: Record<string, unknown> = {}): Promise<FormJson> {
  const { status, body } = await admin.rest('POST', '/api/forms', formBody(extra));
  if (status !== 201) throw new Error(`createForm: ${status} ${JSON.stringify(body)}`);
  return body as FormJson;
}

export interface ErrorJson {
  code: string;
  message: string;
  fields?: Array<{ field: string; message: string }>;
  retryAfterSeconds?: number;
}
