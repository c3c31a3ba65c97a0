import { Field, ID, InputType } from 'type-graphql';
import type { PostInput as PostValues } from '@vdp/shared/validation/content.schema';
import { ContentTextInput } from './content.inputs';

/** The post editor's form; its rules are @vdp/shared's postSchema, for both doors. */
@InputType('PostInput', { description: 'The post editor’s form (postSchema): every field, for a new post or an edit.' })
export class PostInput extends ContentTextInput implements Partial<Record<keyof PostValues, unknown>> {
  @Field(() => ID, { nullable: true, description: 'An existing category’s id; null for none.' }) categoryId?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Tag names (up to 20, each up to 50 characters); new ones are created. Replaces the post’s tags.',
  })
  tags?: string[] | null;
}
