import { Field, InputType, ObjectType } from 'type-graphql';
import type { PostDraftInput as PostDraftValues } from '@vdp/shared/validation/content.schema';
import type { PostDraft, PostDraftProgress } from './post-draft.service';

@ObjectType('PostDraft', { description: 'An AI draft for the post editor; content is sanitised HTML.' })
export class PostDraftType implements PostDraft {
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => String) excerpt!: string;
  @Field(() => String) seoTitle!: string;
  @Field(() => String) seoDescription!: string;
}

@ObjectType('PostDraftProgress', {
  description: 'An AI draft as it is being written: the fields so far; the last one has done (and the draft, or an error).',
})
export class PostDraftProgressType extends PostDraftType implements PostDraftProgress {
  @Field(() => Boolean) done!: boolean;
  @Field(() => String, { nullable: true, description: 'Why there is no draft (the last event only).' }) error!: string | null;
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
