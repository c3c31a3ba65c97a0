import { ArrayType, Entity, OptionalProps, Property } from '@mikro-orm/core';
import type { WebhookEvent } from '@vdp/shared/webhooks/webhook-events';
import { TimestampedEntity } from '../../db/base.entity';

/**
 * webhook_endpoints (issue 14 §6): an integrator's address, the events it wants and its signing
 * secret. The secret is sealed with the settings key (AES-256-GCM, like secret settings): the
 * worker needs it back to sign, so it cannot be a hash; it is shown once, when made or rotated.
 */
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint extends TimestampedEntity {
  [OptionalProps]?: 'description' | 'active';

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** Read by the outbox's INSERT … SELECT (`events @> array[type]`). */
  @Property({ type: ArrayType, columnType: 'text[]' })
  events!: WebhookEvent[];

  @Property({ type: 'boolean' })
  active: boolean = true;

  /** The signing secret sealed by SecretBox (`v1.<iv>.<tag>.<ciphertext>`), never the plain text. */
  @Property({ type: 'text' })
  secretSealed!: string;
}
