import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/ToastContext';
import type { MessageId } from '../../i18n/messages';
import { WebhookDeliveryResendDocument } from './graphql/WebhookDeliveryResend.generated';
import { WebhookEndpointCreateDocument } from './graphql/WebhookEndpointCreate.generated';
import { WebhookEndpointListDocument } from './graphql/WebhookEndpointList.generated';
import { WebhookEndpointUpdateDocument } from './graphql/WebhookEndpointUpdate.generated';
import { inputOf, webhookErrorsOf, type WebhookEndpointRow, type WebhookFormValues } from './webhookForm';

/** What a save answers: the field errors of a refusal, or the secret to show once (null when unchanged). */
export type SaveOutcome = { errors: Record<string, string> } | { secret: string | null };

/** The webhooks page's actions, each toasting its success or failure (spec 001 §8); the list is read again after each. */
export function useWebhookActions() {
  const intl = useIntl();
  const { toast } = useToast();
  const refetchQueries = [WebhookEndpointListDocument];
  const [create] = useMutation(WebhookEndpointCreateDocument, { refetchQueries });
  const [update] = useMutation(WebhookEndpointUpdateDocument, { refetchQueries });
  const [resend] = useMutation(WebhookDeliveryResendDocument);
  const text = (id: MessageId) => intl.formatMessage({ id });
  const done = (id: 'webhooks.saved' | 'webhooks.log.resent') =>
    toast({ variant: 'success', title: text('webhooks.toast.success'), description: text(id) });
  const failed = () =>
    toast({ variant: 'destructive', title: text('webhooks.toast.error'), description: text('webhooks.toast.failed') });

  const save = async (editing: WebhookEndpointRow | null, values: WebhookFormValues): Promise<SaveOutcome> => {
    try {
      if (editing) {
        await update({ variables: { id: editing.id, input: inputOf(values) } });
        done('webhooks.saved');
        return { secret: null };
      }
      const { data } = await create({ variables: { input: inputOf(values) } });
      done('webhooks.saved');
      return { secret: data?.createWebhookEndpoint.secret ?? null };
    } catch (error) {
      failed();
      return { errors: webhookErrorsOf(error) };
    }
  };

  const rotate = async (endpoint: WebhookEndpointRow): Promise<string | null> => {
    try {
      const { data } = await update({ variables: { id: endpoint.id, input: { rotateSecret: true } } });
      return data?.updateWebhookEndpoint.secret ?? null;
    } catch {
      failed();
      return null;
    }
  };

  const resendDelivery = async (id: string): Promise<void> => {
    try {
      await resend({ variables: { id } });
      done('webhooks.log.resent');
    } catch {
      failed();
    }
  };

  return { save, rotate, resendDelivery };
}
