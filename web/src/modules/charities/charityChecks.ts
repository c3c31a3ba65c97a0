import type { IntlShape } from 'react-intl';
import type { CharityCheckFieldsFragment } from './graphql/CharityCheckFields.generated';
import { hasMessage } from '../../i18n/messages';

type Values = Record<string, string | number>;

/** The check's placeholders as the catalogue takes them (the api sends a JSON object). */
export function checkValues(values: unknown): Values {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return {};
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** A check in the visitor's language: charities.check.<code> with its values; the api's English text when the code is new. */
export function checkText(intl: IntlShape, check: Pick<CharityCheckFieldsFragment, 'code' | 'message' | 'values'>): string {
  const id = `charities.check.${check.code}`;
  return hasMessage(intl, id) ? intl.formatMessage({ id }, checkValues(check.values)) : check.message;
}
