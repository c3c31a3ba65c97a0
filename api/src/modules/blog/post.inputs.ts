import { Field, ID, InputType } from 'type-graphql';
import type { PostInput as PostValues } from '@vdp/shared/validation/content.schema';

/** The post editor's form; its rules are @vdp/shared's postSchema, for both doors. */
@InputType('PostInput')
export class PostInput implements Partial<Record<keyof PostValues, unknown>> {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) slug?: string | null;
  @Field(() => String, { nullable: true }) excerpt?: string | null;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true }) featuredImage?: string | null;
  @Field(() => String, { nullable: true }) seoTitle?: string | null;
  @Field(() => String, { nullable: true }) seoDescription?: string | null;
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) language?: string | null;
  @Field(() => ID, { nullable: true }) translationOf?: string | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
}
