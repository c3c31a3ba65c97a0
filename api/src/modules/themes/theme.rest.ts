import { colorThemePatchSchema, colorThemeSchema } from '@vdp/shared/validation/theme.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { ThemeService } from './theme.service';

/** The module's REST routes (below /api): the GraphQL twins' services; /active before /:id. */
export function themeRoutes(services: { themes: ThemeService }): RestRoutes {
  const { themes } = services;
  return new RestRoutes()
    .get(
      '/color-themes/active',
      endpoint('themes.readActive', (ctx) => themes.activeOrFail(ctx.em)),
    )
    .get(
      '/color-themes',
      endpoint('themes.manage', (ctx) => themes.list(ctx.em)),
    )
    .post(
      '/color-themes',
      endpoint(
        'themes.manage',
        async (ctx, req, res) => {
          res.status(201).json(await themes.create(ctx.em, parseInput(colorThemeSchema, req.body), ctx.user!));
        },
        { input: colorThemeSchema, answer: { status: 201 } },
      ),
    )
    .patch(
      '/color-themes/:id',
      endpoint(
        'themes.manage',
        (ctx, req) => themes.update(ctx.em, req.params.id ?? '', parseInput(colorThemePatchSchema, req.body), ctx.user!),
        { input: colorThemePatchSchema },
      ),
    )
    .post(
      '/color-themes/:id/activate',
      endpoint('themes.manage', (ctx, req) => themes.activate(ctx.em, req.params.id ?? '', ctx.user!)),
    );
}
