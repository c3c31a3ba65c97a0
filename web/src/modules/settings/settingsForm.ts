import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { findSetting } from '@vdp/shared/settings/settings-catalogue';
import type { FieldMessage } from '@vdp/shared/validation/field-message';
import { ValidationError } from 'yup';
import { fieldProblemsOf } from '../../lib/fieldProblem';
import type { SettingFieldsFragment } from './graphql/SettingFields.generated';

export type AdminSettingRow = SettingFieldsFragment;

/** A secret's field: kept as it is, replaced by what is typed, or cleared (the environment's applies again). */
export type SecretMode = 'keep' | 'replace' | 'clear';

/** One tab's form: each setting's text, and each secret's mode. Keys are `fieldOf(name)` (no dots: Formik would nest them). */
export interface SettingsFormValues {
  values: Record<string, string>;
  modes: Record<string, SecretMode>;
}

/** One call of saveSetting (spec 001 §7: one per setting). */
export interface SettingChange {
  name: string;
  category: string;
  key: string;
  type: string;
  /** Text as typed (the api casts it by the setting's rule); null clears the setting. */
  value: string | null;
}

export const fieldOf = (name: string): string => name.replace(/\./g, '__');
export const valuePath = (name: string): string => `values.${fieldOf(name)}`;

/** A stored value as the form shows it: JSON pretty-printed, numbers as text, nothing as ''. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

export function initialSettingsValues(settings: readonly AdminSettingRow[]): SettingsFormValues {
  const values: Record<string, string> = {};
  const modes: Record<string, SecretMode> = {};
  for (const setting of settings) {
    values[fieldOf(setting.name)] = setting.isSecret ? '' : textOf(setting.value);
    if (setting.isSecret) modes[fieldOf(setting.name)] = 'keep';
  }
  return { values, modes };
}

/** JSON compared by meaning (spacing aside), anything else by its trimmed text. */
function sameText(a: string, b: string): boolean {
  if (a.trim() === b.trim()) return true;
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}

/** The settings the admin changed, one call each; a secret only when replaced (with a value) or cleared. */
export function changedSettings(
  settings: readonly AdminSettingRow[],
  initial: SettingsFormValues,
  current: SettingsFormValues,
): SettingChange[] {
  const changes: SettingChange[] = [];
  for (const setting of settings) {
    const field = fieldOf(setting.name);
    const text = current.values[field] ?? '';
    const change = { name: setting.name, category: setting.category, key: setting.key, type: setting.type };
    if (setting.isSecret) {
      const mode = current.modes[field] ?? 'keep';
      if (mode === 'clear' && setting.isSet) changes.push({ ...change, value: null });
      if (mode === 'replace' && text.trim() !== '') changes.push({ ...change, value: text.trim() });
      continue;
    }
    if (sameText(text, initial.values[field] ?? '')) continue;
    changes.push({ ...change, value: text.trim() === '' ? null : text.trim() });
  }
  return changes;
}

/** Each changed value checked by its setting's shared rule (the api checks the same): `{ values: { field: message } }`. */
export function validateSettings(
  settings: readonly AdminSettingRow[],
  initial: SettingsFormValues,
  current: SettingsFormValues,
): { values?: Record<string, FieldMessage | string> } {
  const errors: Record<string, FieldMessage | string> = {};
  for (const change of changedSettings(settings, initial, current)) {
    const definition = findSetting(change.category, change.key);
    if (!definition || change.value === null) continue;
    try {
      definition.rule.validateSync(change.value);
    } catch (error) {
      if (error instanceof ValidationError) errors[fieldOf(change.name)] = error.errors[0] as unknown as FieldMessage;
    }
  }
  return Object.keys(errors).length > 0 ? { values: errors } : {};
}

/** The settings a refused save names (`extensions.fields`), as the form's errors by field. */
export function settingErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: Record<string, string> = {};
  for (const problem of error.errors) {
    for (const field of fieldProblemsOf(problem.extensions?.fields)) errors[fieldOf(field.field)] = field.message;
  }
  return errors;
}
