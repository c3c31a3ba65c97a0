import type { MikroORM } from '@mikro-orm/postgresql';
import type { FormAnswer } from '@vdp/shared/forms/form-answers';
import { Batches } from '../../core/batches';
import { runNamed } from '../../core/named-statement';
import type { FormSubmissionReceipt } from './form.presenter';
import { INSERT_SUBMISSIONS_SQL, toDate, type SqlDate } from './form.sql';

/** One submission to store, with the version of its form it was checked against. */
export interface SubmissionToStore {
  formId: number;
  version: string;
  values: Record<string, FormAnswer>;
  ip: string;
  userAgent: string | null;
}

/** Every submission goes through one queue: batches mix forms. */
const QUEUE = 0;

/**
 * Stores submissions, those that arrive while the previous batch is in the database together, in
 * one statement sharing one commit flush (core/batches.ts, as bids do, ADR 4): each request is
 * answered once its row is on disk, and a busy server does one flush for many visitors instead of
 * one each. null: the form changed since it was read (the caller decides again).
 */
export class SubmissionWriter {
  private readonly batches = new Batches<SubmissionToStore, FormSubmissionReceipt | null>((_queue, submissions) =>
    this.storeAll(submissions),
  );

  constructor(private readonly orm: MikroORM) {}

  store(submission: SubmissionToStore): Promise<FormSubmissionReceipt | null> {
    return this.batches.submit(QUEUE, submission);
  }

  private async storeAll(submissions: SubmissionToStore[]): Promise<Array<FormSubmissionReceipt | null>> {
    const rows = submissions.map((submission, n) => ({
      n,
      form_id: submission.formId,
      version: submission.version,
      data: submission.values,
      ip_address: submission.ip,
      user_agent: submission.userAgent,
    }));
    const stored = await runNamed<{ n: number; id: number; created_at: SqlDate }>(this.orm, {
      name: 'forms-store-submissions',
      text: INSERT_SUBMISSIONS_SQL,
      values: [JSON.stringify(rows)],
    });
    const receipts: Array<FormSubmissionReceipt | null> = submissions.map(() => null);
    for (const row of stored) receipts[row.n] = { id: row.id, createdAt: toDate(row.created_at) };
    return receipts;
  }
}
