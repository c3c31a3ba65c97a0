import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findSetting, isSecret, SETTINGS, settingName, type SettingDefinition } from '@vdp/shared/settings/settings-catalogue';
import type { InferType } from 'yup';
import { ValidationError } from 'yup';
import type { settingSaveSchema } from '@vdp/shared/settings/settings-catalogue';
import { changedFields, SECRET_MASK, type AuditActor, type AuditTrail } from '../../core/audit-trail';
import { badInput } from '../../core/errors';
import {
  SETTINGS_CHANGED,
  type PlatformSettings,
  type SettingsChangedPayload,
  type SettingsSnapshot,
} from '../../core/platform-settings';
import type { Transactions } from '../../core/transactions';
import { englishText } from '../../core/validation';
import { PlatformSetting } from './platform-setting.entity';
import { presentAdminSetting, type AdminSetting, type PublicSetting } from './setting.presenter';

export type SettingSave = InferType<typeof settingSaveSchema>;

/** The value as the audit trail keeps it: a secret only as the mask. */
const shown = (definition: SettingDefinition, value: unknown) =>
  isSecret(definition) && value !== null && value !== undefined ? SECRET_MASK : value;

/** The value checked by its rule (text from the form cast), or 400 naming the setting. */
function checkedValue(definition: SettingDefinition, raw: unknown): unknown {
  try {
    return definition.rule.validateSync(raw) as unknown;
  } catch (error) {
    if (error instanceof ValidationError) {
      throw badInput([{ field: settingName(definition), message: englishText(error.errors[0]) }]);
    }
    throw error;
  }
}

/** Platform settings (spec 001 §3 platform_settings, issue 13 §3): the public ones, and the admin's list and saves. */
export class SettingsService {
  private readonly publicBySnapshot = new WeakMap<SettingsSnapshot, PublicSetting[]>();

  constructor(
    private readonly transactions: Transactions,
    private readonly settings: PlatformSettings,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * The catalogue's public settings, from the cached snapshot: safe for any visitor, no statement
   * once read, and the same list while the snapshot lasts (the REST door serialises it once).
   */
  async publicSettings(): Promise<PublicSetting[]> {
    const snapshot = await this.settings.snapshot();
    let list = this.publicBySnapshot.get(snapshot);
    if (!list) {
      list = SETTINGS.filter((setting) => setting.isPublic).map((setting) => ({
        category: setting.category,
        key: setting.key,
        value: snapshot.value(settingName(setting)),
      }));
      this.publicBySnapshot.set(snapshot, list);
    }
    return list;
  }

  /** Every offered setting, in the catalogue's order; secrets masked. */
  async list(em: EntityManager): Promise<AdminSetting[]> {
    const rows = await em.find(PlatformSetting, {}, { fields: ['category', 'key', 'value', 'description'] });
    const byName = new Map(rows.map((row) => [settingName(row), row]));
    return SETTINGS.map((definition) => {
      const row = byName.get(settingName(definition));
      return presentAdminSetting(definition, row ? this.readable(definition, row.value) : undefined, row?.description);
    });
  }

  /**
   * Saves one setting (value null or empty clears it: the default or the environment applies again),
   * with its audit row on the same transaction, then every api process forgets its snapshot.
   */
  async save(em: EntityManager, actor: AuditActor, input: SettingSave): Promise<AdminSetting> {
    const definition = findSetting(input.category, input.key);
    if (!definition) {
      const field = SETTINGS.some((setting) => setting.category === input.category) ? 'key' : 'category';
      const setting = `${input.category}.${input.key}`;
      throw badInput([{ field, message: englishText({ id: 'settings.validation.unknown', values: { setting } }) }]);
    }
    const cleared = input.value === null || input.value === undefined || input.value === '';
    const value = cleared ? null : checkedValue(definition, input.value);
    const name = settingName(definition);
    const saved = await this.transactions.run(em, async (tx, publish) => {
      const where = { category: definition.category, key: definition.key };
      const row = await tx.findOne(PlatformSetting, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const before = row ? this.readable(definition, row.value) : null;
      const description = input.description ?? row?.description ?? definition.description;
      if (value === null) {
        if (row) tx.remove(row);
      } else {
        const stored = isSecret(definition) ? this.settings.seal(String(value)) : value;
        if (row) tx.assign(row, { value: stored, description, isPublic: definition.isPublic });
        else tx.create(PlatformSetting, { ...where, value: stored, description, isPublic: definition.isPublic });
      }
      await tx.flush();
      const change = changedFields({ value: before }, { value });
      if (change) {
        await this.audit.record(tx, actor, {
          entityType: 'setting',
          entityId: name,
          action: !row ? 'create' : value === null ? 'delete' : 'update',
          before: row ? { value: shown(definition, before) } : null,
          after: value === null ? null : { value: shown(definition, value) },
        });
        publish(SETTINGS_CHANGED, { name } satisfies SettingsChangedPayload);
      }
      return presentAdminSetting(definition, value ?? undefined, value === null ? null : description);
    });
    this.settings.forget(); // this process at once; the others on the event
    return saved;
  }

  /** A row's value as the product uses it: a secret opened (null when it cannot be). */
  private readable(definition: SettingDefinition, stored: unknown): unknown {
    if (!isSecret(definition)) return stored;
    try {
      return this.settings.open(stored);
    } catch {
      return null;
    }
  }
}
