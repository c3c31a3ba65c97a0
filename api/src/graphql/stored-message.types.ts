import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import type { StoredMessage } from '@vdp/shared/i18n/stored-message';

/** A text the platform wrote and keeps as a catalog id with values (ADR 28): clients show it in their reader's language. */
@ObjectType('StoredMessage', {
  description: 'A text the platform wrote, kept as a message id of the shared catalogue with its values (ADR 28).',
})
export class StoredMessageView implements StoredMessage {
  @Field(() => String, { description: 'The id in the shared catalogue (@vdp/shared/i18n/{en,fr}).' }) id!: string;
  @Field(() => GraphQLJSONObject, { description: 'The values its text names ({receiptNumber}, {donationId}...).' })
  values!: Record<string, string | number>;
}
