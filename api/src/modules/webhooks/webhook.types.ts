import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { WebhookDeliveryStatus, WebhookEvent } from '@vdp/shared/webhooks/webhook-events';
import { connectionTypes } from '../../graphql/connection';
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookEndpointWithSecret } from './webhook.presenter';

@ObjectType('WebhookEndpoint', { description: 'An address that receives signed webhook deliveries (docs/webhooks.md).' })
export class WebhookEndpointView implements WebhookEndpointRecord {
  @Field(() => Int, { description: 'The endpoint’s id.' }) id!: number;
  @Field(() => String, { description: 'https (http outside production); public addresses unless allowed by configuration.' })
  url!: string;
  @Field(() => String, { nullable: true, description: 'What the admin wrote about it.' }) description!: string | null;
  @Field(() => [String], { description: 'Events it receives, from WEBHOOK_EVENTS (@vdp/shared/webhooks/webhook-events).' })
  events!: WebhookEvent[];
  @Field(() => Boolean, { description: 'Off: its deliveries wait and nothing new is queued for it.' }) active!: boolean;
  @Field(() => Date, { description: 'When it was registered.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
}

@ObjectType('WebhookEndpointWithSecret', { description: 'An endpoint with its signing secret, shown only when made or rotated.' })
export class WebhookEndpointWithSecretView implements WebhookEndpointWithSecret {
  @Field(() => WebhookEndpointView, { description: 'The endpoint.' }) endpoint!: WebhookEndpointRecord;
  @Field(() => String, { nullable: true, description: '`whsec_…` (Standard Webhooks); null when not rotated.' })
  secret!: string | null;
}

@ObjectType('WebhookDelivery', { description: 'One event for one endpoint: the outbox row and its delivery log.' })
export class WebhookDeliveryView implements WebhookDeliveryRecord {
  @Field(() => ID, { description: 'The delivery’s id (for Resend).' }) id!: string;
  @Field(() => String, { description: 'The idempotency id sent as Webhook-Id: the same on every retry and resend.' })
  webhookId!: string;
  @Field(() => Int, { description: 'The endpoint it goes to.' }) endpointId!: number;
  @Field(() => String, { description: 'One of WEBHOOK_EVENTS, e.g. donation.created.' }) eventType!: WebhookEvent;
  @Field(() => GraphQLJSONObject, { description: 'The payload’s `data`.' }) data!: Record<string, unknown>;
  @Field(() => String, { description: 'pending, delivered or failed.' }) status!: WebhookDeliveryStatus;
  @Field(() => Int, { description: 'Attempts made so far.' }) attempts!: number;
  @Field(() => Int, { nullable: true, description: 'The last answer’s HTTP status.' }) responseCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' }) lastError!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it is tried next (pending only).' }) nextAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was last tried.' }) lastAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the endpoint accepted it (2xx).' }) deliveredAt!: Date | null;
  @Field(() => Date, { description: 'When the event was committed.' }) createdAt!: Date;
}

export const WebhookDeliveryConnectionView = connectionTypes('WebhookDelivery', WebhookDeliveryView, {
  description: 'A page of an endpoint’s delivery log, newest first (GraphQL Cursor Connections).',
  totalCount: 'Always null: the log is not counted (it can hold millions of rows).',
});
