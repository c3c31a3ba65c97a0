import { Field, ID, InputType } from 'type-graphql';
import type { PostInput as PostValues } from '@vdp/shared/validation/content.schema';
import { ContentTextInput } from './content.inputs';

/** The post editor's form; its rules are @vdp/shared's postSchema, for both doors. */
@InputType('PostInput')
export class PostInput extends ContentTextInput implements Partial<Record<keyof PostValues, unknown>> {
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
}
