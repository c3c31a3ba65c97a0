import { enqueueFrom } from '../../core/webhook-outbox';
import type { FormField, FormSettings } from '@vdp/shared/forms/form.constants';
import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';

type Statement = { sql: string; params: unknown[] };

/** Raw rows carry timestamps as the driver gives them (text or Date). */
export type SqlDate = Date | string;
export const toDate = (value: SqlDate): Date => (value instanceof Date ? value : new Date(value));

/** A form as the admin list shows it, with its submission count. */
export interface FormRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  fields: FormField[];
  settings: FormSettings | null;
  is_active: boolean;
  submission_count: number;
  created_at: SqlDate;
  updated_at: SqlDate;
}

/** A form as the admin list reads it: each count an index-only scan of form_submissions(form_id, created_at, id). */
const FORM_COLUMNS = `f.id, f.name, f.slug, f.description, f.fields, f.settings, f.is_active, f.created_at, f.updated_at,
       (select count(*)::int from form_submissions s where s.form_id = f.id) as submission_count`;

/** One form by id (bind: id). */
export const FORM_SQL = `select ${FORM_COLUMNS} from custom_forms f where f.id = ?`;

/** The admin list's index (issue 14 §2), declared on the entity and created by the migration. */
export const CREATED_INDEX = 'custom_forms_created_idx';
export const CREATED_INDEX_SQL = `create index "${CREATED_INDEX}" on "custom_forms" ("created_at" desc, "id" desc)`;

/** The admin list: newest first. */
export const FORM_LIST_ORDER: ListOrder = {
  columns: [
    { sql: 'f.created_at', type: 'timestamptz' },
    { sql: 'f.id', type: 'integer' },
  ],
  descending: true,
};

/** A form of a page of the admin list. */
export interface FormListRow extends FormRow, KeyedRow {}

/**
 * A page of forms with their submission counts in one statement whatever the page's size
 * (CREATED_INDEX), searched by name or slug, and the count of matching forms in another.
 */
export function formListSql(like: string | null, plan: PagePlan): { page: Statement; count: Statement } {
  const conditions = like ? ['(f.name ilike ? or f.slug ilike ?)'] : [];
  const params = like ? [like, like] : [];
  return {
    page: {
      sql: `select ${FORM_COLUMNS}, ${plan.keySelect} from custom_forms f
  ${whereClause(conditions, plan)} order by ${plan.orderBy} limit ?`,
      params: [...params, ...plan.params, plan.limit],
    },
    count: { sql: `select count(*)::int as total from custom_forms f ${like ? `where ${conditions[0]}` : ''}`, params },
  };
}

/** What a submission needs of its form; `version` is updated_at as text (microseconds kept). */
export interface SubmissionFormRow {
  id: number;
  name: string;
  slug: string;
  fields: FormField[];
  settings: FormSettings | null;
  is_active: boolean;
  version: string;
}

/** bind: id. */
export const SUBMISSION_FORM_SQL = `
select id, name, slug, fields, settings, is_active, updated_at::text as version from custom_forms where id = ?`;

/**
 * Stores submissions waiting together ($1: a JSON array of { n, form_id, version, data,
 * ip_address, user_agent }; a named statement, core/named-statement.ts), each only if its form is still active and unchanged since it was read;
 * answers (n, id, created_at) for those stored. One statement: one transaction, committed with the
 * server's durability (on disk before anyone is answered). A missing n: its form changed, was
 * disabled or deleted meanwhile, and the caller reads it again. Ids are drawn first so that each
 * stored row is matched to its request. The form.submitted webhook rows of the stored submissions
 * are written by the same statement (the outbox, ADR 18).
 */
export const INSERT_SUBMISSIONS_SQL = `
with accepted as (
  select nextval('form_submissions_id_seq') as id, v.n, v.form_id, v.data, v.ip_address, v.user_agent
    from jsonb_to_recordset($1::jsonb) as v(n int, form_id int, version text, data jsonb, ip_address varchar, user_agent text)
    join custom_forms f on f.id = v.form_id and f.is_active and f.updated_at = v.version::timestamptz
), stored as (
  insert into form_submissions (id, form_id, data, ip_address, user_agent)
  select id, form_id, data, ip_address, user_agent from accepted
  returning id, form_id, data, created_at
), hooked as (
  ${enqueueFrom(`select 'form.submitted' as type,
    jsonb_build_object('submissionId', id, 'formId', form_id, 'answers', data, 'submittedAt', created_at) as data from stored`)}
)
select accepted.n, stored.id, stored.created_at from accepted join stored using (id)`;

export interface SubmissionRow {
  id: number;
  data: Record<string, string | boolean>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: SqlDate;
}

/** Whether the form exists and how many submissions it has (bind: id, id). */
export const SUBMISSION_TOTAL_SQL = `
select exists (select 1 from custom_forms where id = ?) as found,
       (select count(*)::int from form_submissions where form_id = ?) as total`;

/** A form's submissions newest first: form_submissions(form_id, created_at, id) read backward. */
export const SUBMISSION_ORDER: ListOrder = {
  columns: [
    { sql: 'created_at', type: 'timestamptz' },
    { sql: 'id', type: 'integer' },
  ],
  descending: true,
};

/** One page of a form's submissions. */
export function submissionPageSql(formId: number, plan: PagePlan): Statement {
  return {
    sql: `select id, data, ip_address, user_agent, created_at, ${plan.keySelect} from form_submissions
 ${whereClause(['form_id = ?'], plan)} order by ${plan.orderBy} limit ?`,
    params: [formId, ...plan.params, plan.limit],
  };
}

/** An export row: `position` is created_at as text (microseconds kept), where the next batch starts. */
export interface SubmissionBatchRow extends SubmissionRow {
  position: string;
}

/** The next batch of the export, oldest first, after (created_at, id) (bind: form id, position, id, limit). */
export const SUBMISSION_BATCH_SQL = `
select id, data, ip_address, user_agent, created_at, created_at::text as position from form_submissions
 where form_id = ? and (created_at, id) > (?::timestamptz, ?)
 order by created_at, id limit ?`;
