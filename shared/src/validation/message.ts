import type { Message } from 'yup';
import type { catalogue } from '../i18n/en';
import type { FieldMessage } from './field-message';

/** Every id of the shared validation catalogue (i18n/en.ts; fr.ts has the same ones). */
export type ValidationMessageId = keyof typeof catalogue;

/** Yup's own parameters of a failed rule that never go into a message's values. */
const NOT_VALUES = new Set(['path', 'originalPath', 'value', 'originalValue', 'label', 'spec', 'type', 'disableStackTrace']);

/**
 * A rule's message: its catalogue id, with the rule's own numbers (`{min}`, `{max}`, `{length}`)
 * and any `values` given here. Yup keeps the object as it is, so Formik's errors and the api's
 * answers both get the id, not a text in one language.
 */
export function message(id: ValidationMessageId, values: Record<string, string | number> = {}): Message {
  return (params: Record<string, unknown>): FieldMessage => {
    const ruleValues: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params)) {
      if (!NOT_VALUES.has(name) && (typeof value === 'number' || typeof value === 'string')) ruleValues[name] = value;
    }
    return { id, values: { ...ruleValues, ...values } };
  };
}
