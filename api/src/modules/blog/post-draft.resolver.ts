import { Arg, Authorized, Mutation, Resolver } from 'type-graphql';
import { postDraftSchema } from '@vdp/shared/validation/content.schema';
import { parseInput } from '../../core/validation';
import type { PostDraft, PostDraftService } from './post-draft.service';
import { PostDraftInput, PostDraftType } from './post-draft.types';

@Resolver()
export class PostDraftResolver {
  constructor(private readonly services: { drafts: PostDraftService }) {}

  @Authorized('content.manage')
  @Mutation(() => PostDraftType, { description: 'An AI draft of a post; as POST /api/ai/generate-post.' })
  generatePostDraft(@Arg('input', () => PostDraftInput) input: PostDraftInput): Promise<PostDraft> {
    return this.services.drafts.generate(parseInput(postDraftSchema, input));
  }
}
