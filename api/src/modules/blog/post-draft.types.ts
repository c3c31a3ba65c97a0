import { Field, InputType, ObjectType } from 'type-graphql';
import type { PostDraftInput as PostDraftValues } from '@vdp/shared/validation/content.schema';
import type { PostDraft, PostDraftProgress } from './post-draft.service';

@ObjectType('PostDraft', { description: 'An AI draft for the post editor; content is sanitised HTML.' })
export class PostDraftType implements PostDraft {
  @Field(() => String, { description: 'A title for the post (up to 255 characters); empty while streaming until written.' })
  title!: string;
  @Field(() => String, { description: 'The body, sanitised HTML; the part written so far while streaming.' }) content!: string;
  @Field(() => String, { description: 'A plain-text summary (up to 500 characters).' }) excerpt!: string;
  @Field(() => String, { description: 'A page title for search engines (up to 60 characters).' }) seoTitle!: string;
  @Field(() => String, { description: 'A meta description (up to 160 characters).' }) seoDescription!: string;
}

@ObjectType('PostDraftProgress', {
  description: 'An AI draft as it is being written: the fields so far; the last one has done (and the draft, or an error).',
})
export class PostDraftProgressType extends PostDraftType implements PostDraftProgress {
  @Field(() => Boolean, { description: 'True on the last event: the whole draft, or an error.' }) done!: boolean;
  @Field(() => String, { nullable: true, description: 'Why there is no draft (the last event only).' }) error!: string | null;
}

/** Its rules are @vdp/shared's postDraftSchema, for both doors. */
@InputType('PostDraftInput', { description: 'What to draft (postDraftSchema): the title, and the tone, length and language.' })
export class PostDraftInput implements Partial<Record<keyof PostDraftValues, unknown>> {
  @Field(() => String, { description: 'The post title.' }) topic!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The post’s category name, as context for the model (up to 100 characters).',
  })
  categoryName?: string | null;
  @Field(() => String, { nullable: true, description: 'professional | friendly | informative | inspiring' }) tone?: string | null;
  @Field(() => String, { nullable: true, description: 'short | medium | long' }) length?: string | null;
  @Field(() => String, { nullable: true, description: 'en | fr' }) language?: string | null;
}
