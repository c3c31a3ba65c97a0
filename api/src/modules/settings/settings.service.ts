import type { EntityManager } from '@mikro-orm/postgresql';
import { PlatformSetting } from './platform-setting.entity';
import { presentPublicSetting, type PublicSetting } from './setting.presenter';

/** Platform settings (spec 001 §3 platform_settings), looked up as category.key. */
export class SettingsService {
  /** Only the settings marked public: safe for any visitor. */
  async publicSettings(em: EntityManager): Promise<PublicSetting[]> {
    const rows = await em.find(PlatformSetting, { isPublic: true }, { orderBy: { category: 'asc', key: 'asc' } });
    return rows.map(presentPublicSetting);
  }
}
