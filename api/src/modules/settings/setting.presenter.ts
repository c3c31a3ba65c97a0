import type { SettingDefinition } from '@vdp/shared/settings/settings-catalogue';
import { settingName } from '@vdp/shared/settings/settings-catalogue';
import { maskSecret } from '../../core/secret-box';

/** A setting any visitor may read (GraphQL type PublicSetting, GET /api/settings/public/all). */
export interface PublicSetting {
  category: string;
  key: string;
  value: unknown;
}

/**
 * A setting as the admin sees it (GraphQL type AdminSetting, GET /api/settings): a secret's value
 * is never in it, only whether it is set and its last four characters.
 */
export interface AdminSetting {
  /** `category.key` */
  name: string;
  tab: string;
  category: string;
  key: string;
  type: string;
  description: string;
  isPublic: boolean;
  isSecret: boolean;
  /** The stored value, else the default; always null for a secret. */
  value: unknown;
  defaultValue: unknown;
  /** Whether a value is stored (else the default, or the environment's value, applies). */
  isSet: boolean;
  /** A secret's last four characters, when it is long enough to show them. */
  lastFour: string | null;
}

/** `stored`: the row's value (a secret opened), or undefined without a row. */
export function presentAdminSetting(definition: SettingDefinition, stored: unknown, description?: string | null): AdminSetting {
  const secret = definition.type === 'secret';
  const isSet = stored !== undefined && stored !== null && stored !== '';
  const mask = secret ? maskSecret(typeof stored === 'string' ? stored : null) : { isSet, lastFour: null };
  return {
    name: settingName(definition),
    tab: definition.tab,
    category: definition.category,
    key: definition.key,
    type: definition.type,
    description: description ?? definition.description,
    isPublic: definition.isPublic,
    isSecret: secret,
    value: secret ? null : isSet ? stored : definition.defaultValue,
    defaultValue: secret ? null : definition.defaultValue,
    isSet: mask.isSet,
    lastFour: mask.lastFour,
  };
}
