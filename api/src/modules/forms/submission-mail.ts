import type { FormAnswer } from '@vdp/shared/forms/form-answers';
import type { FormField } from '@vdp/shared/forms/form.constants';
import { paragraphsMail, type MailMessage } from '../../core/mailer';

/** A stored answer as people read it: a checkbox is Yes or No. */
export function answerForPeople(value: FormAnswer | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/**
 * The e-mail of one submission to the form's notification address (issue 12 §5): each answered
 * field as "label: answer", in the form's order, and where to see every submission.
 */
export function submissionMail(options: {
  to: string;
  form: { id: number; name: string; fields: readonly FormField[] };
  values: Readonly<Record<string, FormAnswer>>;
  submittedAt: Date;
  publicUrl: string;
}): MailMessage {
  const { form, values } = options;
  const answers = form.fields
    .filter((field) => values[field.id] !== undefined)
    .map((field) => `${field.label}: ${answerForPeople(values[field.id])}`);
  const list = `${options.publicUrl}/admin/forms/${form.id}/submissions`;
  return paragraphsMail({
    to: options.to,
    subject: `New response to "${form.name}"`,
    paragraphs: [
      `A new response to the form "${form.name}" arrived on ${options.submittedAt.toISOString()}.`,
      ...answers,
      `Every response: ${list}`,
    ],
    links: [list],
  });
}
