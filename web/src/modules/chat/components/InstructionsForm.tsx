import { useMutation } from '@apollo/client/react';
import { Formik, Form, Field, ErrorMessage } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { ChatSystemPromptUpdateDocument } from '../../../graphql/__generated__/graphql';
import { isMessageId } from '../../../i18n/messages';
import { instructionsSchema } from '../businessInfo.schema';
import { FieldBox, Problem } from './config.styles';

/** The assistant's instructions (system prompt). */
export function InstructionsForm({ systemPrompt }: { systemPrompt: string }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [save] = useMutation(ChatSystemPromptUpdateDocument);
  return (
    <Formik
      initialValues={{ systemPrompt }}
      validationSchema={instructionsSchema}
      enableReinitialize
      onSubmit={async (values) => {
        try {
          await save({ variables: { systemPrompt: values.systemPrompt.trim() } });
          toast({ variant: 'success', title: intl.formatMessage({ id: 'chat.admin.config.saved' }) });
        } catch {
          toast({ variant: 'destructive', title: intl.formatMessage({ id: 'chat.admin.config.promptFailed' }) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <FieldBox>
            <label htmlFor="chat-system-prompt">
              <FormattedMessage id="chat.admin.config.instructions.label" />
            </label>
            <Field
              as="textarea"
              id="chat-system-prompt"
              name="systemPrompt"
              rows={10}
              aria-describedby="chat-system-prompt-problem"
            />
            <ErrorMessage name="systemPrompt">
              {(id) => <Problem id="chat-system-prompt-problem">{isMessageId(id) ? <FormattedMessage id={id} /> : id}</Problem>}
            </ErrorMessage>
          </FieldBox>
          <Button type="submit" disabled={isSubmitting}>
            <FormattedMessage id="chat.admin.config.save" />
          </Button>
        </Form>
      )}
    </Formik>
  );
}
