import { useMutation } from '@apollo/client/react';
import { FieldArray } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { ChatBusinessInfoUpdateDocument } from '../graphql/ChatBusinessInfoUpdate.generated';
import { CHAT_LANGUAGES } from '@vdp/shared/chat/chat.constants';
import { businessInfoSchema } from '@vdp/shared/validation/chat.schema';
import { BUSINESS_FIELDS, toInput, type BusinessInfoValues } from '../businessInfoForm';
import { Actions, FieldBox, FieldGrid, QuestionCard } from './config.styles';

const LONG_FIELDS = new Set<string>(['donationProcess', 'supportedVehicles', 'address']);

/** The business information and common questions the assistant answers from. */
export function BusinessInfoForm({ initial }: { initial: BusinessInfoValues }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [save] = useMutation(ChatBusinessInfoUpdateDocument);
  const languages = CHAT_LANGUAGES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `chat.widget.settings.language.${value}` }),
  }));
  return (
    <Formik
      initialValues={toInput(initial)}
      validationSchema={businessInfoSchema}
      enableReinitialize
      onSubmit={async (values) => {
        try {
          await save({ variables: { input: toInput(values) } });
          toast({ variant: 'success', title: intl.formatMessage({ id: 'chat.admin.config.saved' }) });
        } catch {
          toast({ variant: 'destructive', title: intl.formatMessage({ id: 'chat.admin.config.infoFailed' }) });
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate>
          <FieldGrid>
            {BUSINESS_FIELDS.map((name) => (
              <FieldBox key={name}>
                {LONG_FIELDS.has(name) ? (
                  <TextAreaField name={name} label={<FormattedMessage id={`chat.admin.config.field.${name}`} />} rows={3} />
                ) : (
                  <TextField name={name} label={<FormattedMessage id={`chat.admin.config.field.${name}`} />} />
                )}
              </FieldBox>
            ))}
          </FieldGrid>
          <h3>
            <FormattedMessage id="chat.admin.config.questions" />
          </h3>
          <FieldArray name="commonQuestions">
            {({ push, remove }) => (
              <>
                {values.commonQuestions.length === 0 && (
                  <p>
                    <FormattedMessage id="chat.admin.config.questions.empty" />
                  </p>
                )}
                {values.commonQuestions.map((_, i) => (
                  <QuestionCard key={i}>
                    <legend>
                      <FormattedMessage id="chat.admin.config.questions.item" values={{ n: i + 1 }} />
                    </legend>
                    <FieldBox>
                      <TextField
                        name={`commonQuestions.${i}.question`}
                        label={<FormattedMessage id="chat.admin.config.questions.question" />}
                      />
                    </FieldBox>
                    <FieldBox>
                      <TextAreaField
                        name={`commonQuestions.${i}.answer`}
                        label={<FormattedMessage id="chat.admin.config.questions.answer" />}
                        rows={3}
                      />
                    </FieldBox>
                    <FieldBox>
                      <SelectField
                        name={`commonQuestions.${i}.language`}
                        label={<FormattedMessage id="chat.admin.config.questions.language" />}
                        options={languages}
                      />
                    </FieldBox>
                    <Button type="button" $variant="outline" $size="sm" onClick={() => remove(i)}>
                      <FormattedMessage id="chat.admin.config.questions.remove" />
                    </Button>
                  </QuestionCard>
                ))}
                <Actions>
                  <Button type="button" $variant="outline" onClick={() => push({ question: '', answer: '', language: 'en' })}>
                    <FormattedMessage id="chat.admin.config.questions.add" />
                  </Button>
                  <Button type="submit" disabled={isSubmitting}>
                    <FormattedMessage id="chat.admin.config.save" />
                  </Button>
                </Actions>
              </>
            )}
          </FieldArray>
        </Form>
      )}
    </Formik>
  );
}
