import { GraphQLJSON } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

/** settingSaveSchema's fields (spec 001 §7 POST /api/settings): one setting; value null clears it. */
@InputType('SaveSettingInput')
export class SaveSettingInput {
  @Field(() => String) category!: string;
  @Field(() => String) key!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The value, as text or JSON; null clears it' }) value?: unknown;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}
