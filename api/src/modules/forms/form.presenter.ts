import type { FormAnswer } from '@vdp/shared/forms/form-answers';
import type { FormField, FormFieldCondition } from '@vdp/shared/forms/form.constants';
import { toDate, type FormRow, type SubmissionRow } from './form.sql';

/** One field of a form as both doors answer it (GraphQL FormField). */
export interface FormFieldView {
  id: string;
  type: string;
  label: string;
  placeholder: string | null;
  required: boolean;
  options: string[] | null;
  showWhen: FormFieldCondition | null;
}

/** A form as /forms/{slug} shows it (GraphQL PublicForm, GET /api/forms/slug/{slug}). */
export interface PublicFormView {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  /** None while the form is disabled (on the public page). */
  fields: FormFieldView[];
  isActive: boolean;
}

/** A form as admins see it (GraphQL CustomForm, GET /api/forms). */
export interface CustomFormView extends PublicFormView {
  notifyEmail: string | null;
  submissionCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** One stored submission (GraphQL FormSubmissionView). */
export interface FormSubmissionView {
  id: number;
  /** Field id -> answer. */
  data: Record<string, FormAnswer>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
}

/** What a visitor gets back for an accepted submission. */
export interface FormSubmissionReceipt {
  id: number;
  createdAt: Date;
}

export function presentField(field: FormField): FormFieldView {
  return {
    id: field.id,
    type: field.type,
    label: field.label,
    placeholder: field.placeholder ?? null,
    required: field.required,
    options: field.options ?? null,
    showWhen: field.showWhen ?? null,
  };
}

export function presentForm(row: FormRow): CustomFormView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    fields: row.fields.map(presentField),
    isActive: row.is_active,
    notifyEmail: row.settings?.notifyEmail ?? null,
    submissionCount: row.submission_count,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

export function presentPublicForm(form: {
  id: number;
  name: string;
  slug: string;
  description?: string | null;
  fields: FormField[];
  isActive: boolean;
}): PublicFormView {
  return {
    id: form.id,
    name: form.name,
    slug: form.slug,
    description: form.description ?? null,
    fields: form.isActive ? form.fields.map(presentField) : [],
    isActive: form.isActive,
  };
}

export function presentSubmission(row: SubmissionRow): FormSubmissionView {
  return {
    id: row.id,
    data: row.data,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: toDate(row.created_at),
  };
}
