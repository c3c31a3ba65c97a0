import { Field, InputType } from 'type-graphql';
import type { WebhookEndpointInput as EndpointForm, WebhookEndpointPatch } from '@vdp/shared/validation/webhook.schema';

/** A new endpoint; its rules are @vdp/shared's webhookEndpointSchema, for both doors. */
@InputType('WebhookEndpointInput')
export class WebhookEndpointInput implements Partial<Record<keyof EndpointForm, unknown>> {
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String]) events!: string[];
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
}

/** A change: only the fields given; `rotateSecret` makes a new secret (webhookEndpointPatchSchema). */
@InputType('WebhookEndpointPatchInput')
export class WebhookEndpointPatchInput implements Partial<Record<keyof WebhookEndpointPatch, unknown>> {
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String], { nullable: true }) events?: string[] | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
  @Field(() => Boolean, { nullable: true }) rotateSecret?: boolean | null;
}
