/** Custom forms' rules both sides need (spec 001 §3 Form field, §4, §5 form builder; issue 12). */

export const FORM_FIELD_TYPES = ['text', 'email', 'phone', 'textarea', 'select', 'checkbox', 'date'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Stored and form limits. */
export const FORM_LIMITS = {
  name: 255,
  slug: 50,
  description: 1_000,
  fields: 50,
  fieldId: 64,
  label: 200,
  placeholder: 200,
  options: 50,
  option: 200,
  /** An answer to a one-line field (text, email, phone, select). */
  shortAnswer: 500,
  /** An answer to a textarea. */
  longAnswer: 5_000,
  /** A submission's JSON body, in bytes. */
  submissionBytes: 64 * 1024,
} as const;

/** A phone answer has at least this many digits (issue 12 §3). */
export const PHONE_MIN_DIGITS = 10;

/** Submissions a page of the submissions list shows. */
export const FORM_SUBMISSIONS_PAGE_SIZE = 25;

/**
 * The honeypot: a text input people never see (hidden from sight and from assistive technology);
 * a submission that fills it is refused and nothing is written. Its name is not a field id the
 * builder makes (those are `f` + letters and digits).
 */
export const FORM_HONEYPOT = 'website_url';

/** Show a field only when another field (placed before it) has this answer; a checkbox's answer is "true" or "false". */
export interface FormFieldCondition {
  fieldId: string;
  equals: string;
}

/** One field of a custom form (spec 001 §3), plus the condition of issue 12 §5. */
export interface FormField {
  id: string;
  type: FormFieldType;
  label: string;
  placeholder?: string | null;
  required: boolean;
  /** The choices of a select; absent for the other types. */
  options?: string[] | null;
  showWhen?: FormFieldCondition | null;
}

/** A form's settings (custom_forms.settings). */
export interface FormSettings {
  /** Each submission is e-mailed here (issue 12 §5); null: no e-mail. */
  notifyEmail?: string | null;
}

/**
 * A form's slug from its name (spec 001 §5): lowercase, non-alphanumerics removed, spaces to
 * hyphens, at most 50 characters. Accents are dropped to their letter first (Bénévoles ->
 * benevoles) so that French names keep their words.
 */
export function formSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, FORM_LIMITS.slug)
    .replace(/^-+|-+$/g, '');
}

/** A new field id: `f` and 8 letters or digits, unique within a form (the builder checks `taken`). */
export function newFieldId(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    const id = `f${Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/** A field as the builder adds it (spec 001 §5): "New {type} field", not required, a select with two options. */
export function newFormField(type: FormFieldType, id: string): FormField {
  return {
    id,
    type,
    label: `New ${type} field`,
    placeholder: null,
    required: false,
    options: type === 'select' ? ['Option 1', 'Option 2'] : null,
    showWhen: null,
  };
}

/** A checkbox's answer as the condition compares it. */
export function answerText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Whether `field` is shown given the answers so far: it is when it has no condition, or when the
 * field it depends on is itself shown and answered `equals`. Hidden fields are neither required
 * nor stored (the server enforces it too).
 */
export function isFieldShown(
  field: FormField,
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): boolean {
  let current = field;
  // A chain longer than the form is a cycle (the builder refuses them; a draft may still hold one).
  for (let step = 0; step <= fields.length; step++) {
    const condition = current.showWhen;
    if (!condition) return true;
    const source = fields.find((candidate) => candidate.id === condition.fieldId);
    if (!source || answerText(answers[source.id]) !== condition.equals) return false;
    current = source;
  }
  return false;
}
