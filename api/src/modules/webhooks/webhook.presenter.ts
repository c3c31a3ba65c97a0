import type { WebhookDeliveryStatus, WebhookEvent } from '@vdp/shared/webhooks/webhook-events';
import type { WebhookDelivery } from './webhook-delivery.entity';
import type { WebhookEndpoint } from './webhook-endpoint.entity';

/** An endpoint as both doors answer it: never its secret. */
export interface WebhookEndpointRecord {
  id: number;
  url: string;
  description: string | null;
  events: WebhookEvent[];
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** An endpoint just made or whose secret was rotated: the secret, shown this once. */
export interface WebhookEndpointWithSecret {
  endpoint: WebhookEndpointRecord;
  /** Null when a change did not rotate it. */
  secret: string | null;
}

/** One row of the delivery log. */
export interface WebhookDeliveryRecord {
  id: string;
  webhookId: string;
  endpointId: number;
  eventType: WebhookEvent;
  data: Record<string, unknown>;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

export function presentEndpoint(endpoint: WebhookEndpoint): WebhookEndpointRecord {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: [...endpoint.events],
    active: endpoint.active,
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}

export function presentDelivery(delivery: WebhookDelivery): WebhookDeliveryRecord {
  return {
    id: String(delivery.id),
    webhookId: delivery.webhookId,
    endpointId: delivery.endpoint.id,
    eventType: delivery.eventType,
    data: delivery.data,
    status: delivery.status,
    attempts: delivery.attempts,
    responseCode: delivery.responseCode ?? null,
    lastError: delivery.lastError ?? null,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    lastAttemptAt: delivery.lastAttemptAt ?? null,
    deliveredAt: delivery.deliveredAt ?? null,
    createdAt: delivery.createdAt,
  };
}
