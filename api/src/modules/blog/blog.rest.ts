import {
  adminPostListSchema,
  categorySchema,
  postListSchema,
  postQuerySchema,
  postSchema,
  tagSchema,
} from '@vdp/shared/validation/content.schema';
import { notFound } from '../../core/errors';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS, objectPage } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { CategoryService } from './category.service';
import { managesContent } from './content-access';
import type { PostService } from './post.service';
import { POSTS_CHANGED } from './blog.events';
import { LIST_CACHE_TTL_MS, type PostReads } from './post-reads';

const POSTS_QUERY = pagedQuery(postQuerySchema);

/** The blog's REST twins (spec 001 §7 posts, categories, tags): the same services as GraphQL. */
export function blogRoutes(services: { posts: PostService; postReads: PostReads; categories: CategoryService }): RestRoutes {
  const { posts, postReads, categories } = services;
  const id = (raw: string | undefined) => Number(raw) || 0;
  return new RestRoutes()
    .get(
      '/posts',
      // the public list unless an admin asks for another status than published (contract rule)
      endpoint(
        'content.read',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, POSTS_QUERY);
          const list =
            filters.status !== 'published' && managesContent(ctx)
              ? await posts.list(ctx.em, parseInput(adminPostListSchema, filters), page, REST_CURSOR_FIELDS)
              : await postReads.list(
                  ctx.em,
                  parseInput(postListSchema, { ...filters, categories: filters.category?.split(',').filter(Boolean) ?? [] }),
                  page,
                  REST_CURSOR_FIELDS,
                );
          return objectPage(req, res, list, (nodes, nextCursor) => ({
            posts: nodes,
            total: list.totalCount ?? null,
            nextCursor,
          }));
        },
        {
          query: POSTS_QUERY,
          keep: { clearedBy: [POSTS_CHANGED], ttlMs: LIST_CACHE_TTL_MS }, // view counts lag as the kept pages' do
          summary:
            'Posts: published ones for anyone (the language first, 6 a page; total null), every status for admins (the last edited first, 20 a page); limit (1-100), cursor or before, not page; answers { posts, total, nextCursor } and Link headers',
        },
      ),
    )
    .get(
      '/posts/slug/:slug',
      endpoint(
        'content.read',
        async (ctx, req, res) => {
          const json = await postReads.bySlugJson(() => ctx.em, req.params.slug!);
          if (json === null) throw notFound('Post Not Found');
          res.jsonText(json);
        },
        { summary: 'A published post (a view counted)', fromMemory: ({ slug }) => postReads.bySlugJsonFromMemory(slug!) },
      ),
    )
    .get(
      '/posts/:id',
      endpoint(
        'content.manage',
        async (ctx, req) => {
          const post = await postReads.admin(ctx.em, id(req.params.id));
          if (!post) throw postReads.missing(id(req.params.id));
          return post;
        },
        { summary: 'Any post, published or not' },
      ),
    )
    .post(
      '/posts',
      endpoint(
        'content.manage',
        async (ctx, req, res) => {
          res.status(201).json(await posts.create(ctx.em, parseInput(postSchema, req.body), ctx.user!));
        },
        { input: postSchema, answer: { status: 201 }, summary: 'Creates a post' },
      ),
    )
    .patch(
      '/posts/:id',
      endpoint(
        'content.manage',
        (ctx, req) => posts.update(ctx.em, id(req.params.id), parseInput(postSchema, req.body), ctx.user!),
        { input: postSchema, summary: 'Changes a post' },
      ),
    )
    .delete(
      '/posts/:id',
      endpoint('content.manage', (ctx, req) => posts.delete(ctx.em, id(req.params.id), ctx.user!), { summary: 'Deletes a post' }),
    )
    .get(
      '/categories',
      endpoint('content.read', (ctx) => categories.list(ctx.em, managesContent(ctx)), {
        summary: 'Categories by name',
        keep: { clearedBy: [POSTS_CHANGED] },
      }),
    )
    .post(
      '/categories',
      endpoint(
        'content.manage',
        async (ctx, req, res) => {
          res.status(201).json(await categories.create(ctx.em, parseInput(categorySchema, req.body), ctx.user!));
        },
        { input: categorySchema, answer: { status: 201 }, summary: 'Creates a category' },
      ),
    )
    .patch(
      '/categories/:id',
      endpoint(
        'content.manage',
        (ctx, req) => categories.update(ctx.em, id(req.params.id), parseInput(categorySchema, req.body), ctx.user!),
        { input: categorySchema, summary: 'Changes a category' },
      ),
    )
    .delete(
      '/categories/:id',
      endpoint('content.manage', (ctx, req) => categories.delete(ctx.em, id(req.params.id), ctx.user!), {
        summary: 'Deletes a category (409 while posts use it)',
      }),
    )
    .get(
      '/tags',
      endpoint('content.manage', (ctx) => categories.tags(ctx.em), { summary: 'Tags by name' }),
    )
    .post(
      '/tags',
      endpoint(
        'content.manage',
        async (ctx, req, res) => {
          res.status(201).json(await categories.createTag(ctx.em, parseInput(tagSchema, req.body)));
        },
        { input: tagSchema, answer: { status: 201 }, summary: 'Creates a tag (409 when the name or slug exists)' },
      ),
    );
}
