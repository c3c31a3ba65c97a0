import { FORM_LIMITS, formSlug } from '@vdp/shared/forms/form.constants';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldGrid, FormFieldset } from '../../../components/form/fieldStyles';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { slugAfterName, type BuilderValues } from '../builderForm';

/** While new, the slug follows the name until it is typed by hand (spec 001 §5). */
function useSlugFollowsName(isNew: boolean): void {
  const { values, setFieldValue } = useFormikContext<BuilderValues>();
  const previousName = useRef(values.name);
  useEffect(() => {
    const next = slugAfterName(values.slug, previousName.current, values.name, isNew);
    previousName.current = values.name;
    if (next !== values.slug) void setFieldValue('slug', next);
  }, [values.name, values.slug, isNew, setFieldValue]);
}

/** The form's own fields: name, slug, description, notification e-mail, active. */
export function FormDetailsFields({ isNew }: { isNew: boolean }) {
  const intl = useIntl();
  const { values } = useFormikContext<BuilderValues>();
  useSlugFollowsName(isNew);
  const slug = values.slug.trim() || formSlug(values.name);
  return (
    <FormFieldset>
      <legend>
        <FormattedMessage id="forms.builder.details" />
      </legend>
      <FieldGrid>
        <TextField
          name="name"
          label={intl.formatMessage({ id: 'forms.builder.name' })}
          aria-required
          maxLength={FORM_LIMITS.name}
        />
        <TextField
          name="slug"
          label={intl.formatMessage({ id: 'forms.builder.slug' })}
          maxLength={FORM_LIMITS.slug}
          hint={<FormattedMessage id="forms.builder.slugHint" values={{ slug }} />}
        />
      </FieldGrid>
      <TextAreaField
        name="description"
        label={intl.formatMessage({ id: 'forms.builder.description' })}
        maxLength={FORM_LIMITS.description}
        rows={3}
      />
      <TextField
        name="settings.notifyEmail"
        type="email"
        autoComplete="off"
        label={intl.formatMessage({ id: 'forms.builder.notifyEmail' })}
        hint={<FormattedMessage id="forms.builder.notifyEmailHint" />}
      />
      <SwitchField name="isActive" label={intl.formatMessage({ id: 'forms.builder.isActive' })} />
    </FormFieldset>
  );
}
