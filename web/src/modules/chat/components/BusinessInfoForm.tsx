import { useMutation } from '@apollo/client/react';
import { ErrorMessage, Field, FieldArray, Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { ChatBusinessInfoUpdateDocument } from '../../../graphql/__generated__/graphql';
import { isMessageId } from '../../../i18n/messages';
import { BUSINESS_FIELDS, businessInfoSchema, toInput, type BusinessInfoValues } from '../businessInfo.schema';
import { Actions, FieldBox, FieldGrid, Problem, QuestionCard } from './config.styles';

const LONG_FIELDS = new Set<string>(['donationProcess', 'supportedVehicles', 'address']);

function Message({ name }: { name: string }) {
  return (
    <ErrorMessage name={name}>
      {(id) => <Problem role="alert">{isMessageId(id) ? <FormattedMessage id={id} /> : id}</Problem>}
    </ErrorMessage>
  );
}

/** The business information and common questions the assistant answers from. */
export function BusinessInfoForm({ initial }: { initial: BusinessInfoValues }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [save] = useMutation(ChatBusinessInfoUpdateDocument);
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
                <label htmlFor={`chat-info-${name}`}>
                  <FormattedMessage id={`chat.admin.config.field.${name}`} />
                </label>
                <Field id={`chat-info-${name}`} name={name} as={LONG_FIELDS.has(name) ? 'textarea' : 'input'} rows={3} />
                <Message name={name} />
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
                      <label htmlFor={`chat-q-${i}`}>
                        <FormattedMessage id="chat.admin.config.questions.question" />
                      </label>
                      <Field id={`chat-q-${i}`} name={`commonQuestions.${i}.question`} />
                      <Message name={`commonQuestions.${i}.question`} />
                    </FieldBox>
                    <FieldBox>
                      <label htmlFor={`chat-a-${i}`}>
                        <FormattedMessage id="chat.admin.config.questions.answer" />
                      </label>
                      <Field id={`chat-a-${i}`} name={`commonQuestions.${i}.answer`} as="textarea" rows={3} />
                      <Message name={`commonQuestions.${i}.answer`} />
                    </FieldBox>
                    <FieldBox>
                      <label htmlFor={`chat-l-${i}`}>
                        <FormattedMessage id="chat.admin.config.questions.language" />
                      </label>
                      <Field id={`chat-l-${i}`} name={`commonQuestions.${i}.language`} as="select">
                        <option value="en">{intl.formatMessage({ id: 'chat.widget.settings.language.en' })}</option>
                        <option value="fr">{intl.formatMessage({ id: 'chat.widget.settings.language.fr' })}</option>
                      </Field>
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
