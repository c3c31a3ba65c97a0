import { useMutation } from '@apollo/client/react';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { ChatSystemPromptUpdateDocument } from '../graphql/ChatSystemPromptUpdate.generated';
import { chatSystemPromptSchema } from '@vdp/shared/validation/chat.schema';
import { FieldBox } from './config.styles';

/** The assistant's instructions (system prompt). */
export function InstructionsForm({ systemPrompt }: { systemPrompt: string }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [save] = useMutation(ChatSystemPromptUpdateDocument);
  return (
    <Formik
      initialValues={{ systemPrompt }}
      validationSchema={chatSystemPromptSchema}
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
            <TextAreaField name="systemPrompt" label={<FormattedMessage id="chat.admin.config.instructions.label" />} rows={10} />
          </FieldBox>
          <Button type="submit" disabled={isSubmitting}>
            <FormattedMessage id="chat.admin.config.save" />
          </Button>
        </Form>
      )}
    </Formik>
  );
}
