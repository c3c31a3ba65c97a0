import { postDraftSchema } from '@vdp/shared/validation/content.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { PostDraftService } from './post-draft.service';

/** POST /api/ai/generate-post (spec 001 §7), the twin of generatePostDraft. */
export function postDraftRoutes({ drafts }: { drafts: PostDraftService }): RestRoutes {
  return new RestRoutes().post(
    '/ai/generate-post',
    endpoint('content.manage', (_ctx, req) => drafts.generate(parseInput(postDraftSchema, req.body)), {
      input: postDraftSchema,
      summary: 'An AI draft of a post',
    }),
  );
}
