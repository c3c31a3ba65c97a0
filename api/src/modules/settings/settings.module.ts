import type { Core } from '../../core/module';
import { defineModule } from '../../core/module';
import { PlatformSetting } from './platform-setting.entity';
import { SettingsResolver } from './settings.resolver';
import { settingsRoutes } from './settings.rest';
import { SettingsService } from './settings.service';
import { SETTINGS_CHANGED } from '../../core/platform-settings';

/** Platform settings (spec 001 §3 platform_settings, issue 13 §3): the public ones for every visitor, all for the admin. */
export const settingsModule = defineModule({
  name: 'settings',
  entities: [PlatformSetting],
  resolvers: [SettingsResolver],
  routes: settingsRoutes,
  keptQueries: { publicSettings: { clearedBy: [SETTINGS_CHANGED] } },
  create: ({ transactions, settings, audit }: Core) => ({ settings: new SettingsService(transactions, settings, audit) }),
});
