import { formSlug, type FormField } from '@vdp/shared/forms/form.constants';
import { setIn, type FormikErrors } from 'formik';
import type { FormInput } from './graphql/FormUpdate.generated';
import type { FormReadQuery } from './graphql/FormRead.generated';
import { apiFailure } from './formErrors';
import { formFieldsOf } from './formFields';

/** The builder's values: the shape of the shared formSchema (its rules), strings where the inputs need them. */
export interface BuilderValues {
  name: string;
  slug: string;
  description: string;
  isActive: boolean;
  fields: FormField[];
  settings: { notifyEmail: string };
}

/** A new form: active by default (spec 001 §3), no fields yet. */
export const NEW_FORM: BuilderValues = {
  name: '',
  slug: '',
  description: '',
  isActive: true,
  fields: [],
  settings: { notifyEmail: '' },
};

export function builderValuesOf(form: FormReadQuery['form']): BuilderValues {
  return {
    name: form.name,
    slug: form.slug,
    description: form.description ?? '',
    isActive: form.isActive,
    fields: formFieldsOf(form.fields),
    settings: { notifyEmail: form.notifyEmail ?? '' },
  };
}

const orNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * The slug after the name changed (spec 001 §5): while the form is new, a slug still made from the
 * previous name follows the new one; a slug typed by hand (or a saved form's) stays.
 */
export function slugAfterName(slug: string, previousName: string, name: string, isNew: boolean): string {
  return isNew && slug === formSlug(previousName) ? formSlug(name) : slug;
}

/**
 * The mutation's input. A new form whose slug is still the one made from its name sends none: the
 * api makes it from the name and unique (-2, -3), as the contract says.
 */
export function formInputOf(values: BuilderValues, isNew: boolean): FormInput {
  const slug = values.slug.trim().toLowerCase();
  return {
    name: values.name.trim(),
    slug: isNew && slug === formSlug(values.name) ? null : orNull(slug),
    description: orNull(values.description),
    isActive: values.isActive,
    notifyEmail: orNull(values.settings.notifyEmail),
    fields: values.fields.map((field) => ({
      id: field.id,
      type: field.type,
      label: field.label.trim(),
      placeholder: orNull(field.placeholder),
      required: field.required,
      options: field.type === 'select' ? (field.options ?? []).map((option) => option.trim()) : null,
      showWhen: field.showWhen ? { fieldId: field.showWhen.fieldId, equals: field.showWhen.equals } : null,
    })),
  };
}

/**
 * The fields a refused save names, as Formik errors at their paths (`name`, `fields[2].label`,
 * `settings.notifyEmail`; the api may say `notifyEmail`); a taken slug (409) is the catalogue's message.
 */
export function builderErrorsOf(error: unknown): FormikErrors<BuilderValues> {
  const failure = apiFailure(error);
  let errors: FormikErrors<BuilderValues> = {};
  if (failure.code === 'CONFLICT') errors = setIn(errors, 'slug', 'forms.slug.taken');
  if (failure.code !== 'BAD_USER_INPUT') return errors;
  for (const { field, message } of failure.fields) {
    errors = setIn(errors, field === 'notifyEmail' ? 'settings.notifyEmail' : field, message);
  }
  return errors;
}
