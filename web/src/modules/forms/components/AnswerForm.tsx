import type { FormAnswer } from '@vdp/shared/forms/form-answers';
import { isFieldShown, type FormField } from '@vdp/shared/forms/form.constants';
import { type FormikErrors, type FormikHelpers } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { Button } from '../../../components/ui/Button';
import { answerErrors, answersToSend, blankAnswers, type AnswerValues } from '../formAnswers';
import { Notice } from '../forms.styles';
import { AnswerField } from './AnswerField';
import { Honeypot } from './Honeypot';

/** What sending the answers gave: the fields the server refused (its words, by field id), if any. */
export type SendAnswers = (answers: Record<string, FormAnswer>) => Promise<Record<string, string> | undefined>;

interface AnswerFormProps {
  fields: readonly FormField[];
  onSend: SendAnswers;
  /** A message about the whole form, above the button (a rate limit, a refusal, the preview's note). */
  notice?: ReactNode;
}

/** The errors Formik keeps: the shared checks' { id, values } (the field kit shows them translated), or the server's text. */
const validate = (fields: readonly FormField[]) => (values: AnswerValues) =>
  answerErrors(fields, values) as unknown as FormikErrors<AnswerValues>;

/**
 * A custom form as visitors fill it (/forms/{slug}, and the builder's preview): the fields shown
 * by their conditions, live; the shared answer checks on the client (the server runs the same);
 * focus goes to the first field to fix after a refused submit (the kit's Form).
 */
export function AnswerForm({ fields, onSend, notice }: AnswerFormProps) {
  const initialValues = useMemo(() => blankAnswers(fields), [fields]);

  const submit = async (values: AnswerValues, helpers: FormikHelpers<AnswerValues>) => {
    const refused = await onSend(answersToSend(fields, values));
    if (refused) helpers.setErrors(refused);
  };

  return (
    <Formik initialValues={initialValues} validate={validate(fields)} onSubmit={submit}>
      {({ values, errors, isSubmitting, submitCount }) => {
        const shown = fields.filter((field) => isFieldShown(field, fields, values));
        const invalid = submitCount > 0 && shown.some((field) => errors[field.id] !== undefined);
        return (
          <Form noValidate>
            <FormFieldset disabled={isSubmitting}>
              {shown.map((field) => (
                <AnswerField key={field.id} field={field} />
              ))}
              <Honeypot />
              {invalid && (
                <Notice $tone="error" role="alert">
                  <p>
                    <FormattedMessage id="forms.public.fixErrors" />
                  </p>
                </Notice>
              )}
              {notice}
              <div>
                <Button type="submit">
                  <FormattedMessage id={isSubmitting ? 'forms.public.submitting' : 'forms.public.submit'} />
                </Button>
              </div>
            </FormFieldset>
          </Form>
        );
      }}
    </Formik>
  );
}
