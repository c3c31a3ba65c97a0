import { Router } from 'express';
import { endpoint } from '../../rest/endpoint';

export const settingsRoutes = Router();

settingsRoutes.get(
  '/settings/public/all',
  endpoint('settings.readPublic', (ctx) => ctx.services.settings.publicSettings(ctx.em)),
);
