import { Field, ID, InputType } from 'type-graphql';
import type { PageInput as PageValues } from '@vdp/shared/validation/content.schema';

/** The page editor's form; its rules are @vdp/shared's pageSchema, for both doors. */
@InputType('PageInput')
export class PageInput implements Partial<Record<keyof PageValues, unknown>> {
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
  @Field(() => String, { nullable: true }) template?: string | null;
  @Field(() => Boolean, { nullable: true }) isHomepage?: boolean | null;
}
