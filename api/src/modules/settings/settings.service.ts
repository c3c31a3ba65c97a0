import type { EntityManager } from '@mikro-orm/postgresql';
import { PlatformSetting } from './platform-setting.entity';

export interface PublicSettingValue {
  category: string;
  key: string;
  value: unknown;
}

/** Platform settings (spec 001 §3 platform_settings), looked up as category.key. */
export class SettingsService {
  /** Only the settings marked public: safe for any visitor. */
  async publicSettings(em: EntityManager): Promise<PublicSettingValue[]> {
    const rows = await em.find(PlatformSetting, { isPublic: true }, { orderBy: { category: 'asc', key: 'asc' } });
    return rows.map(({ category, key, value }) => ({ category, key, value }));
  }

  /** A setting's value, or the fallback when absent. */
  async value<T>(em: EntityManager, category: string, key: string, fallback: T): Promise<T | unknown> {
    const row = await em.findOne(PlatformSetting, { category, key });
    return row ? row.value : fallback;
  }
}
