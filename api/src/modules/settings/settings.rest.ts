import { settingSaveSchema } from '@vdp/shared/settings/settings-catalogue';
import { parseInput } from '../../core/validation';
import { answerCached } from '../../rest/cached-answer';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { SettingsService } from './settings.service';
import { SETTINGS_CHANGED } from '../../core/platform-settings';

/** The module's REST routes (below /api): the GraphQL twins' service; /public/all before anything else. */
export function settingsRoutes(services: { settings: SettingsService }): RestRoutes {
  const { settings } = services;
  return new RestRoutes()
    .get(
      '/settings/public/all',
      endpoint('settings.readPublic', async (_ctx, req, res) => answerCached(req, res, await settings.publicSettings()), {
        summary:
          'The public settings (company name, phone, e-mail, donation limits, pickup fee), with an ETag: If-None-Match answers 304 while they are unchanged',
        keep: { clearedBy: [SETTINGS_CHANGED] },
      }),
    )
    .get(
      '/settings',
      endpoint('settings.manage', (ctx) => settings.list(ctx.em), { summary: 'Every offered setting, secrets masked' }),
    )
    .post(
      '/settings',
      endpoint('settings.manage', (ctx, req) => settings.save(ctx.em, ctx.user, parseInput(settingSaveSchema, req.body)), {
        input: settingSaveSchema,
        summary: 'Saves one setting (value null clears it)',
      }),
    );
}
