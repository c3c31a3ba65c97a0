import type { PlatformSetting } from './platform-setting.entity';

/** A setting any visitor may read (GraphQL type PublicSetting, GET /api/settings/public/all). */
export interface PublicSetting {
  category: string;
  key: string;
  value: unknown;
}

export function presentPublicSetting({ category, key, value }: PlatformSetting): PublicSetting {
  return { category, key, value };
}
