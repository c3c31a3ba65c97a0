import { Router } from 'express';
import { authRoutes } from '../auth/auth.rest';
import { settingsRoutes } from '../modules/settings/settings.rest';
import { themeRoutes } from '../modules/themes/theme.rest';

/** The REST shim: each module's routes under /api (spec 000 §7.2, spec 001 §7). */
export const apiRouter = Router();
apiRouter.use(authRoutes, settingsRoutes, themeRoutes);
