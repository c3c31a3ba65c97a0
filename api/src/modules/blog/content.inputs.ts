import { Field, ID, InputType } from 'type-graphql';

/**
 * What the post and page forms share (title to translation); their rules are @vdp/shared's
 * schemas. PostInput and PageInput inherit its fields; used by no operation, it is not in the schema.
 */
@InputType()
export abstract class ContentTextInput {
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
}
