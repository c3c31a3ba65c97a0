import { defineModule } from '../../core/module';
import { PlatformSetting } from './platform-setting.entity';
import { SettingsResolver } from './settings.resolver';
import { settingsRoutes } from './settings.rest';
import { SettingsService } from './settings.service';

/** Platform settings (spec 001 §3 platform_settings): the public ones for every visitor. */
export const settingsModule = defineModule({
  name: 'settings',
  entities: [PlatformSetting],
  resolvers: [SettingsResolver],
  routes: settingsRoutes,
  create: () => ({ settings: new SettingsService() }),
});
