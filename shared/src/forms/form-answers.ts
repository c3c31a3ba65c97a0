import type { FieldMessage } from '../validation/field-message';
import { isCalendarDay, EMAIL_MAX, EMAIL_PATTERN } from '../validation/rules';
import { FORM_HONEYPOT, FORM_LIMITS, PHONE_MIN_DIGITS, isFieldShown, type FormField } from './form.constants';

/** An answer as stored: text, or yes/no for a checkbox. */
export type FormAnswer = string | boolean;

export interface FormAnswersCheck {
  /** The answers to keep, by field id: shown fields only, trimmed, empty ones left out. */
  values: Record<string, FormAnswer>;
  /** The first problem of each field, by field id; empty when the answers are accepted. */
  errors: Record<string, FieldMessage>;
}

const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/;

function problem(id: string, field: FormField, values: Record<string, string | number> = {}): FieldMessage {
  return { id, values: { label: field.label, ...values } };
}

/** A checkbox's answer: true, "true", "on" or "yes" is checked; false, absent or empty is not. */
function checkboxAnswer(raw: unknown): boolean | undefined {
  if (raw === true || raw === 'true' || raw === 'on' || raw === 'yes') return true;
  if (raw === false || raw === 'false' || raw === undefined || raw === null || raw === '') return false;
  return undefined;
}

/** One text answer's problem, or undefined when it is fine (`answer` is trimmed and not empty). */
function textProblem(field: FormField, answer: string): FieldMessage | undefined {
  const max = field.type === 'textarea' ? FORM_LIMITS.longAnswer : FORM_LIMITS.shortAnswer;
  if (answer.length > max) return problem('forms.answer.tooLong', field, { max });
  switch (field.type) {
    case 'email':
      return answer.length <= EMAIL_MAX && EMAIL_PATTERN.test(answer) ? undefined : problem('forms.answer.email', field);
    case 'phone':
      return PHONE_CHARACTERS.test(answer) && answer.replace(/\D/g, '').length >= PHONE_MIN_DIGITS
        ? undefined
        : problem('forms.answer.phone', field, { min: PHONE_MIN_DIGITS });
    case 'select':
      return (field.options ?? []).includes(answer) ? undefined : problem('forms.answer.option', field);
    case 'date':
      return isCalendarDay(answer) ? undefined : problem('forms.answer.date', field);
    default:
      return undefined;
  }
}

/**
 * Checks a visitor's answers to a form (issue 12 §3), the same on the client and on the server:
 * "{label} is required", a valid e-mail, a phone of at least 10 digits, a select value from its
 * options, a real date (YYYY-MM-DD), a checked box where one is required. Fields hidden by their
 * condition are skipped and not kept; keys that are not field ids are ignored.
 */
export function checkFormAnswers(fields: readonly FormField[], input: Readonly<Record<string, unknown>>): FormAnswersCheck {
  const values: Record<string, FormAnswer> = {};
  const errors: Record<string, FieldMessage> = {};
  for (const field of fields) {
    if (!isFieldShown(field, fields, input)) continue;
    const raw = input[field.id];
    if (field.type === 'checkbox') {
      const checked = checkboxAnswer(raw);
      if (checked === undefined) errors[field.id] = problem('forms.answer.invalid', field);
      else if (field.required && !checked) errors[field.id] = problem('forms.answer.required', field);
      else values[field.id] = checked;
      continue;
    }
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      errors[field.id] = problem('forms.answer.invalid', field);
      continue;
    }
    const answer = (raw ?? '').trim();
    if (answer === '') {
      if (field.required) errors[field.id] = problem('forms.answer.required', field);
      continue;
    }
    const found = textProblem(field, answer);
    if (found) errors[field.id] = found;
    else values[field.id] = answer;
  }
  return { values, errors };
}

/** Whether a submission filled the honeypot (issue 12 §4): then it is refused and nothing is written. */
export function isHoneypotFilled(input: Readonly<Record<string, unknown>>): boolean {
  const bait = input[FORM_HONEYPOT];
  return bait !== undefined && bait !== null && bait !== '' && bait !== false;
}
