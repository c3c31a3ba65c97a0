import { Arg, Authorized, Mutation, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { postDraftSchema } from '@vdp/shared/validation/content.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { resolverOf } from '../../graphql/resolver-instances';
import type { PostDraft, PostDraftProgress, PostDraftService } from './post-draft.service';
import { PostDraftInput, PostDraftProgressType, PostDraftType } from './post-draft.types';

@Resolver()
export class PostDraftResolver {
  constructor(private readonly services: { drafts: PostDraftService }) {}

  @Authorized('content.manage')
  @Mutation(() => PostDraftType, { description: 'An AI draft of a post; as POST /api/ai/generate-post.' })
  generatePostDraft(
    @Arg('input', () => PostDraftInput, { description: 'The title and choices, checked by postDraftSchema.' })
    input: PostDraftInput,
  ): Promise<PostDraft> {
    return this.services.drafts.generate(parseInput(postDraftSchema, input));
  }

  @Authorized('content.manage')
  @Subscription(() => PostDraftProgressType, {
    description: 'An AI draft streamed into the editor as the model writes it (over the socket); ends after done.',
    subscribe: ({ args, info }: SubscribeResolverData<unknown, { input: PostDraftInput }, RequestContext>) =>
      resolverOf(info, PostDraftResolver).streamOf(args.input),
  })
  postDraftStream(
    @Root() progress: PostDraftProgress,
    @Arg('input', () => PostDraftInput, {
      description: 'The title and choices, checked by postDraftSchema before anything streams.',
    })
    _input: PostDraftInput,
  ): PostDraftProgress {
    return progress;
  }

  /** postDraftStream's subscribe step: checks the input and the provider before anything streams. */
  streamOf(input: PostDraftInput): Promise<AsyncIterable<PostDraftProgress>> {
    return this.services.drafts.stream(parseInput(postDraftSchema, input));
  }
}
