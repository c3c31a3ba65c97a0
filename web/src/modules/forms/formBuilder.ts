import {
  FORM_LIMITS,
  newFieldId,
  newFormField,
  type FormField,
  type FormFieldCondition,
  type FormFieldType,
} from '@vdp/shared/forms/form.constants';

/**
 * The builder's operations on a form's fields (spec 001 §2 Form builder, §5; issue 12 §5): pure
 * functions from one list to the next, so that the page only stores the result. A condition always
 * names a field placed before its own (the shared formSchema's rule): an operation that would
 * break that removes the condition.
 */

/** What an operation did to the conditions: how many it removed (the page says so). */
export interface FieldsChange {
  fields: FormField[];
  clearedConditions: number;
}

/** Drops each condition whose field is not placed before its own (moved after it, or removed). */
function withValidConditions(fields: readonly FormField[]): FieldsChange {
  const before = new Set<string>();
  let clearedConditions = 0;
  const next = fields.map((field) => {
    const condition = field.showWhen;
    before.add(field.id);
    if (!condition || (before.has(condition.fieldId) && condition.fieldId !== field.id)) return field;
    clearedConditions += 1;
    return { ...field, showWhen: null };
  });
  return { fields: next, clearedConditions };
}

/** Adds a field of `type` at the end ("New {type} field", a select with two options). */
export function addField(fields: readonly FormField[], type: FormFieldType, random?: () => number): FormField[] {
  if (fields.length >= FORM_LIMITS.fields) return [...fields];
  const id = newFieldId(new Set(fields.map((field) => field.id)), random);
  return [...fields, newFormField(type, id)];
}

/** Moves the field at `index` one place up (-1) or down (+1); nothing when it cannot move. */
export function moveField(fields: readonly FormField[], index: number, delta: -1 | 1): FieldsChange {
  const target = index + delta;
  if (index < 0 || index >= fields.length || target < 0 || target >= fields.length) {
    return { fields: [...fields], clearedConditions: 0 };
  }
  const next = [...fields];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return withValidConditions(next);
}

/** Removes a field, and the conditions that depended on it. */
export function removeField(fields: readonly FormField[], id: string): FieldsChange {
  return withValidConditions(fields.filter((field) => field.id !== id));
}

/** Changes a field (its id and type stay). */
export function updateField(
  fields: readonly FormField[],
  id: string,
  patch: Partial<Omit<FormField, 'id' | 'type'>>,
): FormField[] {
  return fields.map((field) => (field.id === id ? { ...field, ...patch } : field));
}

/** The fields a field's condition may depend on: those placed before it. */
export function conditionSources(fields: readonly FormField[], id: string): FormField[] {
  const index = fields.findIndex((field) => field.id === id);
  return index < 0 ? [] : fields.slice(0, index);
}

/** The answers a condition on `source` may wait for: a select's options, "true"/"false" for a checkbox, any text otherwise (undefined). */
export function conditionChoices(source: FormField): string[] | undefined {
  if (source.type === 'select') return [...(source.options ?? [])];
  if (source.type === 'checkbox') return ['true', 'false'];
  return undefined;
}

/** A new condition on `source`, waiting for its first possible answer. */
export function conditionOn(source: FormField): FormFieldCondition {
  return { fieldId: source.id, equals: conditionChoices(source)?.[0] ?? '' };
}

/** A select's options after one was renamed: the conditions waiting for the old text follow. */
export function renameOption(fields: readonly FormField[], id: string, index: number, text: string): FormField[] {
  const field = fields.find((candidate) => candidate.id === id);
  const previous = field?.options?.[index];
  if (!field || previous === undefined) return [...fields];
  return fields.map((candidate) => {
    if (candidate.id === id) return { ...candidate, options: field.options!.map((option, at) => (at === index ? text : option)) };
    if (candidate.showWhen?.fieldId === id && candidate.showWhen.equals === previous) {
      return { ...candidate, showWhen: { fieldId: id, equals: text } };
    }
    return candidate;
  });
}

/** Adds an option ("Option n") to a select. */
export function addOption(fields: readonly FormField[], id: string): FormField[] {
  return fields.map((field) => {
    if (field.id !== id || (field.options ?? []).length >= FORM_LIMITS.options) return field;
    const options = field.options ?? [];
    let n = options.length + 1;
    while (options.includes(`Option ${n}`)) n += 1;
    return { ...field, options: [...options, `Option ${n}`] };
  });
}

/** Removes a select's option (a select keeps one at least), and the conditions waiting for it. */
export function removeOption(fields: readonly FormField[], id: string, index: number): FieldsChange {
  const field = fields.find((candidate) => candidate.id === id);
  const removed = field?.options?.[index];
  if (!field || removed === undefined || field.options!.length <= 1) return { fields: [...fields], clearedConditions: 0 };
  let clearedConditions = 0;
  const next = fields.map((candidate) => {
    if (candidate.id === id) return { ...candidate, options: field.options!.filter((_, at) => at !== index) };
    if (candidate.showWhen?.fieldId === id && candidate.showWhen.equals === removed) {
      clearedConditions += 1;
      return { ...candidate, showWhen: null };
    }
    return candidate;
  });
  return { fields: next, clearedConditions };
}
