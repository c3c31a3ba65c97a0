import { useFormikContext, type FormikHelpers } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CONTENT_LIMITS, DEFAULT_CATEGORY_COLOR, tagSlug } from '@vdp/shared/content/content.constants';
import { categorySchema } from '@vdp/shared/validation/content.schema';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import type { CategoryInput } from '../graphql/CategoryUpdate.generated';

export interface CategoryFormValues {
  name: string;
  slug: string;
  description: string;
  color: string;
}

export const NEW_CATEGORY: CategoryFormValues = { name: '', slug: '', description: '', color: DEFAULT_CATEGORY_COLOR };

/** The mutation's input: a blank slug is made from the name by the api (spec 001 §5). */
export function categoryInputOf(values: CategoryFormValues): CategoryInput {
  return {
    name: values.name.trim(),
    slug: values.slug.trim() || null,
    description: values.description.trim() || null,
    color: values.color,
  };
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** A new category's slug follows its name until typed by hand (spec 001 §5: from the name when empty). */
function SlugFollowsName({ isNew }: { isNew: boolean }) {
  const { values, setFieldValue } = useFormikContext<CategoryFormValues>();
  const previousName = useRef(values.name);
  useEffect(() => {
    const follows = isNew && values.slug === tagSlug(previousName.current);
    previousName.current = values.name;
    if (follows && values.slug !== tagSlug(values.name)) void setFieldValue('slug', tagSlug(values.name));
  }, [isNew, values.name, values.slug, setFieldValue]);
  return null;
}

interface CategoryDialogProps {
  editing: boolean;
  initialValues: CategoryFormValues;
  /** Resolves with the field errors of a refused save (empty when it was saved). */
  onSave: (values: CategoryFormValues) => Promise<Record<string, string> | null>;
  onClose: () => void;
}

/** Add or edit a category (spec 001 §2): name, slug (from the name when empty), description, colour. */
export function CategoryDialog({ editing, initialValues, onSave, onClose }: CategoryDialogProps) {
  const intl = useIntl();
  const submit = async (values: CategoryFormValues, helpers: FormikHelpers<CategoryFormValues>) => {
    const errors = await onSave(values);
    if (errors) helpers.setErrors(errors);
  };
  return (
    <Dialog title={<FormattedMessage id={editing ? 'content.categories.edit' : 'content.categories.add'} />} onClose={onClose}>
      <Formik initialValues={initialValues} validationSchema={categorySchema} onSubmit={submit}>
        {({ values, isSubmitting }) => (
          <Form noValidate>
            <SlugFollowsName isNew={!editing} />
            <FormFieldset disabled={isSubmitting}>
              <TextField name="name" label={intl.formatMessage({ id: 'content.categories.name' })} required />
              <TextField
                name="slug"
                label={intl.formatMessage({ id: 'content.editor.slug' })}
                hint={<FormattedMessage id="content.categories.slugHint" values={{ max: CONTENT_LIMITS.slug }} />}
              />
              <TextAreaField name="description" label={intl.formatMessage({ id: 'content.categories.description' })} rows={3} />
              <TextField
                name="color"
                type="color"
                label={intl.formatMessage({ id: 'content.categories.color' })}
                hint={values.color}
              />
            </FormFieldset>
            <Actions>
              <Button type="button" $variant="outline" onClick={onClose}>
                <FormattedMessage id="ui.confirm.cancel" />
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id="content.categories.save" />
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
