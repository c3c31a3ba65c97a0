import { checkFormAnswers, type FormAnswer } from '@vdp/shared/forms/form-answers';
import { FORM_HONEYPOT, type FormField } from '@vdp/shared/forms/form.constants';
import type { FieldMessage } from '@vdp/shared/validation/field-message';
import { apiFailure } from './formErrors';

/** A visitor's answers as the inputs hold them: text, or checked for a checkbox; the honeypot too. */
export type AnswerValues = Record<string, string | boolean>;

/** Every field blank (a checkbox unchecked), and the honeypot empty. */
export function blankAnswers(fields: readonly FormField[]): AnswerValues {
  const values: AnswerValues = { [FORM_HONEYPOT]: '' };
  for (const field of fields) values[field.id] = field.type === 'checkbox' ? false : '';
  return values;
}

/**
 * Formik's validate: the shared checkFormAnswers (the server runs the same), its messages as
 * { id, values } for the field kit to show in the visitor's language. Hidden fields have none.
 */
export function answerErrors(fields: readonly FormField[], values: AnswerValues): Record<string, FieldMessage> {
  return checkFormAnswers(fields, values).errors;
}

/**
 * What to send (submitForm's `answers`): the shown fields' answers as checkFormAnswers keeps them
 * (trimmed, empty ones left out), and the honeypot when something filled it, so the server refuses it.
 */
export function answersToSend(fields: readonly FormField[], values: AnswerValues): Record<string, FormAnswer> {
  const answers: Record<string, FormAnswer> = { ...checkFormAnswers(fields, values).values };
  const bait = values[FORM_HONEYPOT];
  if (bait !== undefined && bait !== '' && bait !== false) answers[FORM_HONEYPOT] = bait;
  return answers;
}

/** Why a submission failed, as the page tells it. */
export type SubmitFailure =
  | { kind: 'fields'; errors: Record<string, string> }
  | { kind: 'unavailable' }
  | { kind: 'notFound' }
  | { kind: 'refused' }
  | { kind: 'rateLimited'; seconds: number | undefined }
  | { kind: 'other' };

/** The api's refusal of a submission (issue 12 contract) as the page shows it; field errors by field id, in the server's words. */
export function submitFailureOf(error: unknown): SubmitFailure {
  const failure = apiFailure(error);
  switch (failure.code) {
    case 'BAD_USER_INPUT': {
      const errors = Object.fromEntries(failure.fields.map(({ field, message }) => [field, message]));
      return Object.keys(errors).length > 0 ? { kind: 'fields', errors } : { kind: 'other' };
    }
    case 'FORM_UNAVAILABLE':
      return { kind: 'unavailable' };
    case 'NOT_FOUND':
      return { kind: 'notFound' };
    case 'SUBMISSION_REFUSED':
      return { kind: 'refused' };
    case 'RATE_LIMITED':
      return { kind: 'rateLimited', seconds: failure.retryAfterSeconds };
    default:
      return { kind: 'other' };
  }
}
