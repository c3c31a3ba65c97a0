import { Field, InputType, ObjectType } from 'type-graphql';
import type { PostDraftInput as PostDraftValues } from '@vdp/shared/validation/content.schema';
import type { PostDraft } from './post-draft.service';

@ObjectType('PostDraft', { description: 'An AI draft for the post editor; content is sanitised HTML.' })
export class PostDraftType implements PostDraft {
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => String) excerpt!: string;
  @Field(() => String) seoTitle!: string;
  @Field(() => String) seoDescription!: string;
}

/** Its rules are @vdp/shared's postDraftSchema, for both doors. */
@InputType('PostDraftInput')
export class PostDraftInput implements Partial<Record<keyof PostDraftValues, unknown>> {
  @Field(() => String, { description: 'The post title.' }) topic!: string;
  @Field(() => String, { nullable: true }) categoryName?: string | null;
  @Field(() => String, { nullable: true, description: 'professional | friendly | informative | inspiring' }) tone?: string | null;
  @Field(() => String, { nullable: true, description: 'short | medium | long' }) length?: string | null;
  @Field(() => String, { nullable: true, description: 'en | fr' }) language?: string | null;
}
