import { array, mixed, object, type InferType } from 'yup';
import { FORM_FIELD_TYPES, FORM_LIMITS, type FormField } from '../forms/form.constants';
import { message } from './message';
import { EMAIL_MAX, EMAIL_PATTERN, oneOf, optionalText, requiredText, text, yesNo } from './rules';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIELD_ID = /^[A-Za-z0-9_-]+$/;

/** A slug as stored: empty means "make it from the name" (the service does, spec 001 §5). */
function formSlugRule() {
  const invalid = message('forms.slug.invalid', { max: FORM_LIMITS.slug });
  return text('forms.slug.invalid')
    .typeError(invalid)
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() || null : value))
    .default(null)
    .max(FORM_LIMITS.slug, invalid)
    .test('slug', invalid, (value) => value == null || SLUG.test(value));
}

const optionsInvalid = message('forms.field.optionsInvalid', { max: FORM_LIMITS.option });

/** One field (spec 001 §3 Form field, issue 12 §5 condition). */
export const formFieldSchema = object({
  id: text('forms.field.idInvalid')
    .required(message('forms.field.idInvalid'))
    .max(FORM_LIMITS.fieldId, message('forms.field.idInvalid'))
    .matches(FIELD_ID, message('forms.field.idInvalid')),
  type: oneOf(FORM_FIELD_TYPES, 'forms.field.typeInvalid'),
  label: requiredText('forms.field.labelRequired', { max: FORM_LIMITS.label, id: 'forms.field.labelTooLong' }),
  placeholder: optionalText(FORM_LIMITS.placeholder, 'forms.field.placeholderTooLong'),
  required: yesNo(),
  /** A select's choices (at least one, distinct); other types keep none. */
  options: array()
    .typeError(optionsInvalid)
    .nullable()
    .transform((list: unknown) => list ?? null)
    .of(text('forms.field.optionsInvalid').required(optionsInvalid).max(FORM_LIMITS.option, optionsInvalid))
    .when('type', {
      is: 'select',
      then: (rule) =>
        rule
          .required(message('forms.field.optionsRequired'))
          .min(1, message('forms.field.optionsRequired'))
          .max(FORM_LIMITS.options, optionsInvalid)
          .test('distinct', optionsInvalid, (list) => !list || new Set(list).size === list.length),
      otherwise: (rule) => rule.transform(() => null),
    })
    .default(null),
  showWhen: object({
    fieldId: text('forms.field.conditionInvalid').required(message('forms.field.conditionInvalid')),
    equals: text('forms.field.conditionInvalid').max(FORM_LIMITS.option, message('forms.field.conditionInvalid')).default(''),
  })
    .typeError(message('forms.field.conditionInvalid'))
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .nullable()
    .default(null),
})
  .typeError(message('forms.field.typeInvalid'))
  .nonNullable(message('forms.field.typeInvalid'));

/** Field ids are distinct, and a condition names a field placed before its own. */
function fieldsAreConsistent(fields: readonly Pick<FormField, 'id' | 'showWhen'>[] | undefined): boolean {
  if (!fields) return true;
  const seen = new Set<string>();
  for (const field of fields) {
    if (!field) continue; // a null entry is formFieldSchema's to refuse; the array's test runs all the same
    if (seen.has(field.id)) return false;
    if (field.showWhen && !seen.has(field.showWhen.fieldId)) return false;
    seen.add(field.id);
  }
  return true;
}

/** A custom form (spec 001 §2 Form builder, §5): POST /api/forms, PATCH /api/forms/{id}, createForm, updateForm. */
export const formSchema = object({
  name: requiredText('forms.name.required', { max: FORM_LIMITS.name, id: 'forms.name.tooLong' }),
  slug: formSlugRule(),
  description: optionalText(FORM_LIMITS.description, 'forms.description.tooLong'),
  isActive: yesNo().default(true),
  fields: array()
    .typeError(message('forms.fields.required'))
    .of(formFieldSchema)
    .required(message('forms.fields.required'))
    .min(1, message('forms.fields.required'))
    .max(FORM_LIMITS.fields, message('forms.fields.tooMany', { max: FORM_LIMITS.fields }))
    .test('consistent', message('forms.fields.inconsistent'), (fields) => fieldsAreConsistent(fields as FormField[] | undefined)),
  settings: object({
    notifyEmail: text('forms.notifyEmail.invalid')
      .nullable()
      .transform((value: unknown) => (value === '' ? null : typeof value === 'string' ? value.toLowerCase() : value))
      .max(EMAIL_MAX, message('forms.notifyEmail.invalid'))
      .matches(EMAIL_PATTERN, { message: message('forms.notifyEmail.invalid'), excludeEmptyString: true })
      .default(null),
  })
    .typeError(message('forms.notifyEmail.invalid'))
    .transform((value: unknown, original: unknown) => (original === null ? undefined : value))
    .default({ notifyEmail: null }),
});
export type FormInput = InferType<typeof formSchema>;

/** Enable or disable a form (spec 001 §4: Active or Draft): PATCH /api/forms/{id} { isActive }, setFormActive. */
export const formActiveSchema = object({
  isActive: mixed<boolean>()
    .transform((value: unknown) => (value === 'true' ? true : value === 'false' ? false : value))
    .test('boolean', message('forms.active.invalid'), (value) => typeof value === 'boolean')
    .required(message('forms.active.invalid')),
});

/**
 * A visitor's answers to a form (POST /api/forms/{id}/submit, submitForm's `answers`): an object of
 * field id -> answer, text or yes/no for a checkbox. Only the shape is checked here; each answer
 * is checked against its field by checkFormAnswers (forms/form-answers.ts), which ignores keys that
 * are not the form's field ids. The JSON Schema says what the route reads, for its OpenAPI entry.
 */
export const formAnswersSchema = object({})
  .typeError(message('forms.submission.invalid'))
  .required(message('forms.submission.invalid'))
  .meta({
    jsonSchema: {
      description: `Answers by field id: text, or true or false for a checkbox; keys that are not the form's field ids are ignored. At most ${FORM_LIMITS.submissionBytes / 1024} KB.`,
      additionalProperties: { type: ['string', 'boolean', 'null'] },
    },
  });

/** The admin's form list filter (forms, GET /api/forms): search in name or slug. The page is read apart (page.schema.ts). */
export const formListSchema = object({ search: optionalText(200, 'forms.search.tooLong') });
