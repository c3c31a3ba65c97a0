/**
 * The events an integrator's endpoint may subscribe to (issue 14 §6): one list, read by the api
 * (which writes them to the outbox), the endpoint schema and the admin page's checkboxes.
 * A name is `<aggregate>.<what happened>`, as the payload's `type` says.
 */
export const WEBHOOK_EVENTS = [
  'donation.created',
  'donation.status_changed',
  'receipt.issued',
  'auction.started',
  'auction.extended',
  'auction.ended',
  'bid.placed',
  'charity.verified',
  'form.submitted',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery is: waiting (first try or a retry), delivered (2xx) or given up on. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = { url: 2000, description: 500 } as const;
