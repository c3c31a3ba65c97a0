import { boolean, object, type InferType } from 'yup';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from '../webhooks/webhook-events';
import { message } from './message';
import { optionalText, requiredText, rowId, someOf } from './rules';

/** http(s)://, a host (no user name or password), an optional port, then a path: the address's form only. */
const HTTP_URL = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** Where the address points is the api's SSRF guard (webhook-target.ts): shared code has no URL parser. */
function isHttpUrl(value: string | undefined): boolean {
  return value === undefined || HTTP_URL.test(value);
}

const url = requiredText('webhooks.url.required', { max: WEBHOOK_LIMITS.url, id: 'webhooks.url.tooLong' }).test(
  'url',
  message('webhooks.url.invalid'),
  isHttpUrl,
);
const description = optionalText(WEBHOOK_LIMITS.description, 'webhooks.description.tooLong');
const events = someOf(WEBHOOK_EVENTS, 'webhooks.events.required', 'webhooks.events.invalid');
const active = boolean().typeError(message('webhooks.active.invalid')).nonNullable(message('webhooks.active.invalid'));

/** A new endpoint (POST /api/webhooks, createWebhookEndpoint): its address, what it wants, on or off. */
export const webhookEndpointSchema = object({ url, description, events, active: active.default(true) });
export type WebhookEndpointInput = InferType<typeof webhookEndpointSchema>;

/** A change (PATCH /api/webhooks/{id}, updateWebhookEndpoint): any of the fields; `rotateSecret` makes a new secret. */
export const webhookEndpointPatchSchema = object({
  url: url.optional().default(undefined),
  description: description.optional(),
  events: someOf(WEBHOOK_EVENTS, 'webhooks.events.required', 'webhooks.events.invalid').optional().default(undefined),
  active: active.optional(),
  rotateSecret: boolean()
    .typeError(message('webhooks.rotateSecret.invalid'))
    .nonNullable(message('webhooks.rotateSecret.invalid'))
    .default(false),
});
export type WebhookEndpointPatch = InferType<typeof webhookEndpointPatchSchema>;

/** Rows of a delivery log page when the client names no size. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 25;

/**
 * The endpoint of a delivery log page (webhookDeliveries); its page is pageArgsSchema's. REST reads
 * the endpoint from the path (webhookIdSchema) and the page with pagedQuery.
 */
export const webhookDeliveryListSchema = object({ endpointId: rowId('webhooks.id.invalid') });

/** A row named in a path (PATCH /api/webhooks/{id}, POST /api/webhooks/deliveries/{id}/resend). */
export const webhookIdSchema = object({ id: rowId('webhooks.id.invalid') });
