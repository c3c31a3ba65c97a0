import { UPLOAD_MAX_BYTES } from '@vdp/shared/content/images.constants';
import { imageSearchQuerySchema } from '@vdp/shared/validation/image.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { ImageSearchService } from './image-search.service';
import type { ImageUploadService } from './image-upload.service';

/** GET /api/images/search (spec 001 §7), GET /api/images/sources, POST /api/images/upload (issue 11 §7). */
export function imageRoutes({
  imageSearch,
  uploads,
}: {
  imageSearch: ImageSearchService;
  uploads: ImageUploadService;
}): RestRoutes {
  return new RestRoutes()
    .get(
      '/images/search',
      endpoint(
        'content.manage',
        (_ctx, req) => {
          const { per_page: perPage, ...search } = parseInput(imageSearchQuerySchema, req.query);
          return imageSearch.search({ ...search, perPage });
        },
        { query: imageSearchQuerySchema, summary: 'Stock images for a featured image' },
      ),
    )
    .get(
      '/images/sources',
      endpoint('content.manage', () => imageSearch.sources(), { summary: 'Which stock-image sources have their key' }),
    )
    .post(
      '/images/upload',
      endpoint(
        'content.manage',
        async (ctx, req, res) => res.status(201).json(await uploads.upload(ctx.em, req.body as Buffer, ctx.user?.id)),
        // any declared type: what the file is, is read from its bytes
        {
          body: { kind: 'bytes', maxBytes: UPLOAD_MAX_BYTES, types: /^(image\/[a-z0-9.+-]+|application\/octet-stream)\b/i },
          summary: 'Uploads an image (its bytes as the body): answers its address',
          answer: { status: 201 },
        },
      ),
    );
}
