import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { webhooksCatalogue } from '@vdp/shared/i18n/webhooks-en';
import type { WebhookEvent } from '@vdp/shared/webhooks/webhook-events';
import type { MessageId } from '../../i18n/messages';
import { fieldProblemsOf } from '../../lib/fieldProblem';
import type { WebhookEndpointFieldsFragment } from './graphql/WebhookEndpointFields.generated';

export type WebhookEndpointRow = WebhookEndpointFieldsFragment;

/** The add/edit dialog's values (its rules: @vdp/shared's webhookEndpointSchema). */
export interface WebhookFormValues {
  url: string;
  description: string;
  events: string[];
  active: boolean;
}

export const NEW_WEBHOOK: WebhookFormValues = { url: 'https://', description: '', events: [], active: true };

export function valuesOf(endpoint: WebhookEndpointRow): WebhookFormValues {
  return { url: endpoint.url, description: endpoint.description ?? '', events: [...endpoint.events], active: endpoint.active };
}

export function inputOf(values: WebhookFormValues) {
  return { url: values.url.trim(), description: values.description.trim() || null, events: values.events, active: values.active };
}

export const eventLabelId = (event: WebhookEvent | string) => `webhooks.event.${event}` as MessageId;
export const statusLabelId = (status: string) => `webhooks.status.${status}` as MessageId;

/**
 * The api answers a refusal's text in English (ADR 1); a text of the webhooks catalogue without
 * placeholders (the SSRF guard's) is shown by its id instead, so it reads in the visitor's language.
 */
const ID_OF_TEXT = new Map(
  Object.entries(webhooksCatalogue as Record<string, unknown>).flatMap(([id, message]) => {
    const text = plainText(message);
    return text === null ? [] : [[text, id] as const];
  }),
);

/** A message's text when it has no placeholder: a string, or (in the build, messages precompiled) one literal element. */
function plainText(message: unknown): string | null {
  if (typeof message === 'string') return message.includes('{') ? null : message;
  if (!Array.isArray(message) || message.length !== 1) return null;
  const [element] = message as Array<{ type?: unknown; value?: unknown }>;
  return element?.type === 0 && typeof element.value === 'string' ? element.value : null;
}

/** The fields a refused save names (400 BAD_USER_INPUT: `url`, `events`, ...). */
export function webhookErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: Record<string, string> = {};
  for (const problem of error.errors) {
    if (problem.extensions?.code !== 'BAD_USER_INPUT') continue;
    for (const field of fieldProblemsOf(problem.extensions?.fields)) {
      errors[field.field] = ID_OF_TEXT.get(field.message) ?? field.message;
    }
  }
  return errors;
}
