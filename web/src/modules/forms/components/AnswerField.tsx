import type { FormField } from '@vdp/shared/forms/form.constants';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { RequiredMark } from '../forms.styles';

/** The field's label as the admin wrote it, with "*" when required. */
function FieldLabel({ field }: { field: FormField }) {
  return (
    <>
      {field.label}
      {field.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </>
  );
}

const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel', date: 'date' } as const;
const AUTOCOMPLETE = { email: 'email', phone: 'tel' } as const;

/** One field of a custom form as a visitor fills it (spec 001 §3 Form field), bound to Formik by its id. */
export function AnswerField({ field }: { field: FormField }) {
  const intl = useIntl();
  const label = <FieldLabel field={field} />;
  const placeholder = field.placeholder ?? undefined;
  switch (field.type) {
    case 'checkbox':
      return <CheckboxField name={field.id} label={label} required={field.required} />;
    case 'textarea':
      return <TextAreaField name={field.id} label={label} placeholder={placeholder} aria-required={field.required} />;
    case 'select':
      return (
        <SelectField
          name={field.id}
          label={label}
          placeholder={field.placeholder ?? intl.formatMessage({ id: 'forms.public.choose' })}
          options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
          aria-required={field.required}
        />
      );
    default:
      return (
        <TextField
          name={field.id}
          label={label}
          type={INPUT_TYPES[field.type]}
          placeholder={placeholder}
          autoComplete={field.type === 'email' || field.type === 'phone' ? AUTOCOMPLETE[field.type] : undefined}
          aria-required={field.required}
        />
      );
  }
}

/** "Fields marked * are required." when some are. */
export function RequiredNote({ fields }: { fields: readonly FormField[] }) {
  if (!fields.some((field) => field.required)) return null;
  return (
    <p>
      <FormattedMessage id="forms.public.requiredNote" />
    </p>
  );
}
