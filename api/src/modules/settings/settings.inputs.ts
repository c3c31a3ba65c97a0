import { GraphQLJSON } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

/** settingSaveSchema's fields (spec 001 §7 POST /api/settings): one setting; value null clears it. */
@InputType('SaveSettingInput', { description: 'One setting to save (settingSaveSchema); value null clears it.' })
export class SaveSettingInput {
  @Field(() => String, { description: 'The setting’s group, e.g. business' }) category!: string;
  @Field(() => String, { description: 'Its key within the group, e.g. company_phone' }) key!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The value, as text or JSON; null clears it' }) value?: unknown;
  @Field(() => String, { nullable: true, description: 'Accepted for the spec’s clients; the catalogue decides the type' })
  type?: string | null;
  @Field(() => String, { nullable: true, description: 'A note stored with the value (the catalogue’s text when absent)' })
  description?: string | null;
}
