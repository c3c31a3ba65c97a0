import { checkFormAnswers, isHoneypotFilled, type FormAnswer } from '@vdp/shared/forms/form-answers';
import { FORM_LIMITS } from '@vdp/shared/forms/form.constants';
import { formAnswersSchema } from '@vdp/shared/validation/form.schema';
import { AppError, badInput, tooLarge } from '../../core/errors';
import type { Mailer } from '../../core/mailer';
import type { RateLimit } from '../../core/rate-limits';
import { englishText, UNSTORABLE_TEXT } from '../../core/validation';
import type { FormSubmissionReceipt } from './form.presenter';
import { formMissing } from './form.service';
import type { SubmissionForm, SubmissionForms } from './submission-forms';
import { submissionMail } from './submission-mail';
import type { SubmissionWriter } from './submission-writer';

/** Who sent a submission, as stored with it. */
export interface SubmissionClient {
  /** The client's address as the server determines it (TRUST_PROXY: the forwarded one). */
  ip: string;
  userAgent: string | undefined;
}

/** The stored columns' limits: ip_address is varchar(45) (IPv6); a user agent is kept to this length. */
const IP_MAX = 45;
const USER_AGENT_MAX = 1_000;
/** A form changed this many times while one submission was being stored: give up (409). */
const ATTEMPTS = 3;

const refused = (id: string, code: 'SUBMISSION_REFUSED' | 'FORM_UNAVAILABLE') => new AppError(code, englishText({ id }));

/**
 * A visitor's submission to a custom form (issue 12 §3, §4, §5): refused without writing anything
 * when the form is unknown (404) or disabled (409 FORM_UNAVAILABLE), when the client sent too many
 * (429), when the honeypot is filled (400 SUBMISSION_REFUSED) or when the answers break the form's
 * rules (400, by field id); otherwise stored (durable when acknowledged: submission-writer.ts),
 * then e-mailed to the form's notification address without making the visitor wait.
 */
export class FormSubmissionService {
  /** Notification e-mails still being sent (awaited at shutdown). */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      forms: SubmissionForms;
      writer: SubmissionWriter;
      /** Per form and client address. */
      limit: RateLimit;
      mailer: Mailer;
      publicUrl: string;
      log?: (message: string) => void;
    },
  ) {}

  async submit(formId: number, answers: unknown, client: SubmissionClient): Promise<FormSubmissionReceipt> {
    if (!formAnswersSchema.isType(answers))
      throw badInput([{ field: 'answers', message: englishText({ id: 'forms.submission.invalid' }) }]);
    // answers are flat text jsonb can hold, or a checkbox's true/false: a deep one overflows JSON.stringify, NUL fails the insert
    const unfit = Object.entries(answers).find(
      ([, value]) => value instanceof Object || (typeof value === 'string' && UNSTORABLE_TEXT.test(value)),
    );
    if (unfit) throw badInput([{ field: unfit[0] || 'answers', message: englishText({ id: 'forms.submission.invalid' }) }]);
    if (Buffer.byteLength(JSON.stringify(answers)) > FORM_LIMITS.submissionBytes) {
      throw tooLarge(`A submission is at most ${FORM_LIMITS.submissionBytes / 1024} KB.`);
    }
    let { form, fresh } = await this.deps.forms.get(formId);
    // a refusal is never decided on a kept form: it may have changed in another api process
    if (!fresh && !form?.isActive) {
      form = await this.deps.forms.read(formId);
      fresh = true;
    }
    const open = this.available(form, formId);
    await this.deps.limit.hit(`${open.id}:${client.ip}`);
    if (isHoneypotFilled(answers)) throw refused('forms.submission.refused', 'SUBMISSION_REFUSED');
    let current = open;
    for (let attempt = 1; ; attempt++) {
      const { values, errors } = checkFormAnswers(current.fields, answers);
      const problems = Object.entries(errors).map(([field, problem]) => ({ field, message: englishText(problem) }));
      if (problems.length === 0) {
        const stored = await this.insert(current, values, client);
        if (stored) return stored;
      } else if (fresh) throw badInput(problems);
      // the form changed, or was disabled or deleted, since it was read: decide again on what it is now
      if (attempt === ATTEMPTS) throw refused('forms.submission.unavailable', 'FORM_UNAVAILABLE');
      current = this.available(await this.deps.forms.read(formId), formId);
      fresh = true;
    }
  }

  /** Resolves once every notification under way is sent (or has failed). */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  private available(form: SubmissionForm | null, formId: number): SubmissionForm {
    if (!form) throw formMissing(formId);
    if (!form.isActive) throw refused('forms.submission.unavailable', 'FORM_UNAVAILABLE');
    return form;
  }

  private async insert(
    form: SubmissionForm,
    values: Record<string, FormAnswer>,
    client: SubmissionClient,
  ): Promise<FormSubmissionReceipt | null> {
    const receipt = await this.deps.writer.store({
      formId: form.id,
      version: form.version,
      values,
      ip: client.ip.slice(0, IP_MAX),
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    if (receipt && form.notifyEmail) this.notify(form, form.notifyEmail, values, receipt);
    return receipt;
  }

  /** After the commit, in the background: a failed e-mail is logged, the submission stands. */
  private notify(form: SubmissionForm, to: string, values: Record<string, FormAnswer>, receipt: FormSubmissionReceipt): void {
    const mail = submissionMail({ to, form, values, submittedAt: receipt.createdAt, publicUrl: this.deps.publicUrl });
    const sending = this.deps.mailer.send(mail).catch((error: Error) => {
      (this.deps.log ?? console.error)(`form ${form.id}: submission ${receipt.id} not e-mailed: ${error.message}`);
    });
    this.sending.add(sending);
    void sending.finally(() => this.sending.delete(sending));
  }
}
