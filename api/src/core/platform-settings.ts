import type { MikroORM } from '@mikro-orm/postgresql';
import { findSetting, isSecret, settingName } from '@vdp/shared/settings/settings-catalogue';
import { LRUCache } from 'lru-cache';
import type { AppPubSub } from './events/pubsub';
import { isSealed, type SealedValue, type SecretBox } from './secret-box';

/** Published after a commit that changed a platform setting: every api process forgets its snapshot. */
export const SETTINGS_CHANGED = 'settings.changed';

export interface SettingsChangedPayload {
  /** `category.key` */
  name: string;
}

/** How long a snapshot is reused at most, should an event be missed or a row change outside the api. */
export const SETTINGS_TTL_MS = 60_000;

const ALL_SQL = `select category, key, value from platform_settings`;
const KEY = 'all';

/** Every stored setting at one moment, secrets opened: what consumers read (never sent to a client whole). */
export class SettingsSnapshot {
  constructor(private readonly stored: ReadonlyMap<string, unknown>) {}

  /** The stored value, or undefined when there is no row (or a secret cannot be opened). */
  raw(name: string): unknown {
    return this.stored.get(name);
  }

  /** The stored value, else the catalogue's default (null: the environment's, or nothing). */
  value(name: string): unknown {
    const value = this.stored.get(name);
    if (value !== undefined && value !== null && value !== '') return value;
    const [category = '', key = ''] = name.split(/\.(.*)/s);
    return findSetting(category, key)?.defaultValue ?? null;
  }

  /** A text setting (a secret, an address): the stored one, else `fallback` (the environment's). */
  text(name: string, fallback?: string): string | undefined {
    const value = this.value(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  }

  /** A boolean setting (stored as a JSON boolean; text 'true' from an older save counts too). */
  flag(name: string): boolean {
    const value = this.value(name);
    return value === true || value === 'true';
  }

  number(name: string, fallback: number): number {
    const raw = this.value(name);
    const value = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN;
    return Number.isFinite(value) ? value : fallback;
  }
}

/**
 * The platform settings as every consumer reads them (issue 13 §3), in the core because the mailer
 * and several modules read them: one plain statement for the whole small table, the snapshot kept
 * in memory and forgotten by a SETTINGS_CHANGED event from any api process (as the active theme).
 * The admin's service, entity and doors live in modules/settings.
 */
export class PlatformSettings {
  private readonly slot = new LRUCache<typeof KEY, Promise<SettingsSnapshot>>({ max: 1, ttl: SETTINGS_TTL_MS });

  constructor(
    private readonly orm: MikroORM,
    private readonly box: SecretBox,
    pubSub: AppPubSub | undefined,
    private readonly log: (message: string) => void = console.warn,
  ) {
    if (pubSub) {
      pubSub.listen(SETTINGS_CHANGED, () => this.forget());
    }
  }

  snapshot(): Promise<SettingsSnapshot> {
    const cached = this.slot.get(KEY);
    if (cached) return cached;
    const loading = this.load();
    this.slot.set(KEY, loading);
    loading.catch(() => this.slot.peek(KEY) === loading && this.slot.delete(KEY)); // a failed read is not remembered
    return loading;
  }

  /** This process at once (the saving one); the others hear SETTINGS_CHANGED. */
  forget(): void {
    this.slot.clear();
  }

  seal(plain: string): SealedValue {
    return this.box.seal(plain);
  }

  /** A stored secret's plain text: sealed values opened, a plain string (set before encryption) as it is. */
  open(stored: unknown): string | null {
    if (typeof stored === 'string') return stored;
    if (!isSealed(stored)) return null;
    return this.box.open(stored);
  }

  private async load(): Promise<SettingsSnapshot> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ category: string; key: string; value: unknown }>>(ALL_SQL);
    const values = new Map<string, unknown>();
    for (const row of rows) {
      const name = settingName(row);
      const definition = findSetting(row.category, row.key);
      if (!definition || !isSecret(definition)) {
        values.set(name, row.value);
        continue;
      }
      try {
        values.set(name, this.open(row.value));
      } catch {
        // sealed under another key (SETTINGS_ENCRYPTION_KEY changed): the environment's value applies
        this.log(`The secret setting ${name} cannot be decrypted with SETTINGS_ENCRYPTION_KEY; enter it again.`);
      }
    }
    return new SettingsSnapshot(values);
  }
}
