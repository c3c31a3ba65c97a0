import { pageListSchema, pageSchema } from '@vdp/shared/validation/content.schema';
import { notFound } from '../../core/errors';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { PageService } from './page.service';

const PAGES_QUERY = pagedQuery(pageListSchema);

/** The pages' REST twins (spec 001 §7 pages). */
export function pageRoutes({ pages }: { pages: PageService }): RestRoutes {
  const id = (raw: string | undefined) => Number(raw) || 0;
  return new RestRoutes()
    .get(
      '/pages/slug/:slug',
      endpoint(
        'content.read',
        async (ctx, req) => {
          const page = await pages.published(ctx.em, req.params.slug!);
          if (!page) throw notFound('Page Not Found');
          return page;
        },
        { summary: 'A published page by its slug' },
      ),
    )
    .get(
      '/pages',
      endpoint(
        'content.manage',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, PAGES_QUERY);
          const list = await pages.list(ctx.em, filters.search, page, REST_CURSOR_FIELDS);
          return arrayPage(req, res, list);
        },
        {
          query: PAGES_QUERY,
          summary:
            'Every page, the last edited first, 20 a page: search, limit (1-100), cursor or before; an array, the next page in the Link and X-Next-Cursor headers, the count in X-Total-Count',
        },
      ),
    )
    .get(
      '/pages/:id',
      endpoint(
        'content.manage',
        async (ctx, req) => {
          const page = await pages.get(ctx.em, id(req.params.id));
          if (!page) throw notFound(`Page ${id(req.params.id)} was not found.`);
          return page;
        },
        { summary: 'Any page, published or not' },
      ),
    )
    .post(
      '/pages',
      endpoint(
        'content.manage',
        async (ctx, req, res) => {
          res.status(201).json(await pages.create(ctx.em, parseInput(pageSchema, req.body), ctx.user!));
        },
        { input: pageSchema, answer: { status: 201 }, summary: 'Creates a page' },
      ),
    )
    .patch(
      '/pages/:id',
      endpoint(
        'content.manage',
        (ctx, req) => pages.update(ctx.em, id(req.params.id), parseInput(pageSchema, req.body), ctx.user!),
        { input: pageSchema, summary: 'Changes a page' },
      ),
    )
    .delete(
      '/pages/:id',
      endpoint('content.manage', (ctx, req) => pages.delete(ctx.em, id(req.params.id), ctx.user!), { summary: 'Deletes a page' }),
    );
}
