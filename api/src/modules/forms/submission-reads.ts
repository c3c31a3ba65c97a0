import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { FORM_SUBMISSIONS_PAGE_SIZE } from '@vdp/shared/forms/form.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import { connectionOf, planPage, type Connection, type CursorFieldNames, type KeyedRow } from '../../core/keyset';
import { CustomForm } from './custom-form.entity';
import { presentSubmission, type FormSubmissionView } from './form.presenter';
import { formMissing } from './form.service';
import {
  SUBMISSION_BATCH_SQL,
  SUBMISSION_ORDER,
  SUBMISSION_TOTAL_SQL,
  submissionPageSql,
  type SubmissionBatchRow,
  type SubmissionRow,
} from './form.sql';
import { submissionsCsv } from './submissions-csv';

/** Submissions the export reads at a time: memory stays flat whatever their number. */
export const EXPORT_BATCH = 500;

/** A form's submissions as admins read them: paged, or every one as CSV. */
export class SubmissionReads {
  /**
   * Newest first, FORM_SUBMISSIONS_PAGE_SIZE a page unless asked, by keyset, with their number
   * (the screen shows it; an index-only count): two statements whatever the page's size.
   */
  async page(
    em: EntityManager,
    formId: number,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<FormSubmissionView>> {
    const plan = planPage(SUBMISSION_ORDER, page, { defaultSize: FORM_SUBMISSIONS_PAGE_SIZE, fields });
    const query = submissionPageSql(formId, plan);
    const connection = em.getConnection();
    const [[{ found, total }], rows] = await Promise.all([
      connection.execute<Array<{ found: boolean; total: number }>>(SUBMISSION_TOTAL_SQL, [formId, formId]),
      connection.execute<Array<SubmissionRow & KeyedRow>>(query.sql, query.params),
    ]);
    if (!found) throw formMissing(formId);
    return connectionOf(plan, rows, presentSubmission, total);
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
