import type { FormField } from '@vdp/shared/forms/form.constants';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';

const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel', date: 'date' } as const;
const AUTOCOMPLETE = { email: 'email', phone: 'tel' } as const;

/**
 * One field of a custom form as a visitor fills it (spec 001 §3 Form field), bound to Formik by its
 * id; a required one says "(required)" beside its label (the kit), as every form of the site does.
 */
export function AnswerField({ field }: { field: FormField }) {
  const intl = useIntl();
  const label = field.label;
  const placeholder = field.placeholder ?? undefined;
  switch (field.type) {
    case 'checkbox':
      return <CheckboxField name={field.id} label={label} required={field.required} />;
    case 'textarea':
      return <TextAreaField name={field.id} label={label} placeholder={placeholder} required={field.required} />;
    case 'select':
      return (
        <SelectField
          name={field.id}
          label={label}
          placeholder={field.placeholder ?? intl.formatMessage({ id: 'forms.public.choose' })}
          options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
          required={field.required}
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
          required={field.required}
        />
      );
  }
}
