import { Field, InputType } from 'type-graphql';
import type { WebhookEndpointInput as EndpointForm, WebhookEndpointPatch } from '@vdp/shared/validation/webhook.schema';

/** A new endpoint; its rules are @vdp/shared's webhookEndpointSchema, for both doors. */
@InputType('WebhookEndpointInput', { description: 'A new webhook endpoint.' })
export class WebhookEndpointInput implements Partial<Record<keyof EndpointForm, unknown>> {
  @Field(() => String, { description: 'https (http outside production); a public address.' }) url!: string;
  @Field(() => String, { nullable: true, description: 'A note for admins.' }) description?: string | null;
  @Field(() => [String], { description: 'Events it receives, from WEBHOOK_EVENTS.' }) events!: string[];
  @Field(() => Boolean, { nullable: true, description: 'Receives deliveries (default true).' }) active?: boolean | null;
}

/** A change: only the fields given; `rotateSecret` makes a new secret (webhookEndpointPatchSchema). */
@InputType('WebhookEndpointPatchInput', { description: 'A change to an endpoint: only the fields given.' })
export class WebhookEndpointPatchInput implements Partial<Record<keyof WebhookEndpointPatch, unknown>> {
  @Field(() => String, { nullable: true, description: 'A new address.' }) url?: string | null;
  @Field(() => String, { nullable: true, description: 'A new note.' }) description?: string | null;
  @Field(() => [String], { nullable: true, description: 'The events it receives from now on.' }) events?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'On or off.' }) active?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Make a new signing secret (shown once).' })
  rotateSecret?: boolean | null;
}
