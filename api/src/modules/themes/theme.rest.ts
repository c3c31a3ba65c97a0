import { colorThemePatchSchema, colorThemeSchema } from '@vdp/shared/validation/theme.schema';
import { parseInput } from '../../core/validation';
import { answerCached } from '../../rest/cached-answer';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { ThemeService } from './theme.service';
import { THEME_CHANGED } from './theme.events';

/** The module's REST routes (below /api): the GraphQL twins' services; /active before /:id. */
export function themeRoutes(services: { themes: ThemeService }): RestRoutes {
  const { themes } = services;
  return new RestRoutes()
    .get(
      '/color-themes/active',
      endpoint('themes.readActive', async (ctx, req, res) => answerCached(req, res, await themes.activeOrFail(ctx.em)), {
        summary: 'The active colour theme, with an ETag: If-None-Match answers 304 while it is unchanged',
        keep: { clearedBy: [THEME_CHANGED] },
      }),
    )
    .get(
      '/color-themes',
      endpoint('themes.manage', (ctx) => themes.list(ctx.em), { summary: 'Every colour theme, the active one first' }),
    )
    .post(
      '/color-themes',
      endpoint(
        'themes.manage',
        async (ctx, req, res) => {
          res.status(201).json(await themes.create(ctx.em, parseInput(colorThemeSchema, req.body), ctx.user!));
        },
        { input: colorThemeSchema, answer: { status: 201 }, summary: 'A new, inactive theme' },
      ),
    )
    .patch(
      '/color-themes/:id',
      endpoint(
        'themes.manage',
        (ctx, req) => themes.update(ctx.em, req.params.id ?? '', parseInput(colorThemePatchSchema, req.body), ctx.user!),
        { input: colorThemePatchSchema, summary: 'Changes the given fields of a colour theme' },
      ),
    )
    .post(
      '/color-themes/:id/activate',
      endpoint('themes.manage', (ctx, req) => themes.activate(ctx.em, req.params.id ?? '', ctx.user!), {
        summary: 'Makes the theme the only active one (refused below WCAG AA)',
      }),
    );
}
