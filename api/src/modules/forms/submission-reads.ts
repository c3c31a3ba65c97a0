import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { FORM_SUBMISSIONS_PAGE_SIZE } from '@vdp/shared/forms/form.constants';
import { CustomForm } from './custom-form.entity';
import { presentSubmission, type FormSubmissionPage, type FormSubmissionView } from './form.presenter';
import { formMissing } from './form.service';
import {
  SUBMISSION_BATCH_SQL,
  SUBMISSION_PAGE_SQL,
  SUBMISSION_TOTAL_SQL,
  type SubmissionBatchRow,
  type SubmissionRow,
} from './form.sql';
import { submissionsCsv } from './submissions-csv';

/** Submissions the export reads at a time: memory stays flat whatever their number. */
export const EXPORT_BATCH = 500;

/** A form's submissions as admins read them: paged, or every one as CSV. */
export class SubmissionReads {
  /** Newest first, FORM_SUBMISSIONS_PAGE_SIZE a page; two statements. */
  async page(em: EntityManager, formId: number, page: number): Promise<FormSubmissionPage> {
    const connection = em.getConnection();
    const [{ found, total }] = await connection.execute<Array<{ found: boolean; total: number }>>(SUBMISSION_TOTAL_SQL, [
      formId,
      formId,
    ]);
    if (!found) throw formMissing(formId);
    const rows = await connection.execute<SubmissionRow[]>(SUBMISSION_PAGE_SQL, [
      formId,
      FORM_SUBMISSIONS_PAGE_SIZE,
      (page - 1) * FORM_SUBMISSIONS_PAGE_SIZE,
    ]);
    return { submissions: rows.map(presentSubmission), total, page, pageSize: FORM_SUBMISSIONS_PAGE_SIZE };
  }

  /** Every submission, oldest first, as CSV streamed batch by batch; its file name is the form's slug. */
  async csv(em: EntityManager, formId: number): Promise<{ fileName: string; content: Readable }> {
    const form = await em.findOne(CustomForm, formId);
    if (!form) throw formMissing(formId);
    return { fileName: `${form.slug}-submissions.csv`, content: submissionsCsv(form.fields, batches(em, formId)) };
  }
}

/** Keyset pages of EXPORT_BATCH on (created_at, id): each read starts where the last one ended. */
async function* batches(em: EntityManager, formId: number): AsyncGenerator<FormSubmissionView> {
  const connection = em.getConnection();
  let after = { position: '-infinity', id: 0 };
  for (;;) {
    const rows = await connection.execute<SubmissionBatchRow[]>(SUBMISSION_BATCH_SQL, [
      formId,
      after.position,
      after.id,
      EXPORT_BATCH,
    ]);
    for (const row of rows) yield presentSubmission(row);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { position: last.position, id: last.id };
  }
}
