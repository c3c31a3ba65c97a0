import type { MikroORM } from '@mikro-orm/postgresql';
import { isRole, type Role } from '@vdp/shared/auth/roles';
import { LRUCache } from 'lru-cache';
import type { ApiKeyActor } from '../../core/auth-user';
import { unauthenticated } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import type { RateLimit } from '../../core/rate-limits';
import { WriteBehindCounts } from '../../core/write-behind-counts';
import { apiKeyPrefix, matchesHash } from './api-key-secret';
import { API_KEYS_CHANGED, type ApiKeysChangedPayload } from './api-key.events';
import { KEY_BY_PREFIX_SQL, TOUCH_KEYS_SQL } from './api-key.sql';

/** How long a looked-up key is reused at most, should an event be missed (a creator deactivated meanwhile). */
export const API_KEY_TTL_MS = 60_000;
/** last_used_at is written at most this often per key: a request never waits for an UPDATE. */
export const LAST_USED_INTERVAL_MS = 60_000;

interface KnownKey {
  id: number;
  prefix: string;
  secretHash: string;
  role: Role;
  readOnly: boolean;
  userId: number;
  username: string;
}

interface KeyRow {
  id: number;
  prefix: string;
  secret_hash: string;
  role: string;
  read_only: boolean;
  user_id: number;
  username: string;
}

const INVALID = 'The API key is not valid (revoked, mistyped or unknown).';

/**
 * Turns `Authorization: Bearer <key>` into an actor (issue 14 §3): keys are looked up by prefix
 * once and kept in memory (an LRU), forgotten on API_KEYS_CHANGED from any api process, so a
 * revoked key stops at once everywhere; every request counts against the key's own rate limit;
 * last use is written behind, one statement a minute for all keys.
 */
export class ApiKeyAuthenticator {
  private readonly keys = new LRUCache<string, Promise<KnownKey | null>>({ max: 10_000, ttl: API_KEY_TTL_MS });
  private readonly lastUsed: WriteBehindCounts<number>;
  private readonly forgotten: Array<(prefix: string) => void> = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly limit: RateLimit,
    pubSub: AppPubSub | undefined,
    log: (message: string) => void = console.error,
  ) {
    this.lastUsed = new WriteBehindCounts<number>(
      async (used) => {
        await this.orm.em
          .fork()
          .getConnection()
          .execute(TOUCH_KEYS_SQL, [`{${used.map(({ key }) => key).join(',')}}`]);
      },
      LAST_USED_INTERVAL_MS,
      log,
    );
    if (pubSub) {
      pubSub.listen(API_KEYS_CHANGED, (event) => this.forget((event as ApiKeysChangedPayload).prefix));
    }
  }

  /** The key's actor; 401 for a key that is malformed, unknown or revoked, 429 past its rate limit. */
  async authenticate(key: string): Promise<ApiKeyActor> {
    const prefix = apiKeyPrefix(key);
    const known = prefix ? await this.lookUp(prefix) : null;
    if (!known || !matchesHash(key, known.secretHash)) throw unauthenticated(INVALID);
    await this.limit.hit(`key:${known.id}`);
    this.lastUsed.add(known.id);
    return {
      user: { id: known.userId, username: `${known.username} (key ${known.prefix})`, role: known.role },
      apiKey: { id: known.id, prefix: known.prefix, readOnly: known.readOnly },
    };
  }

  /** Forgets the key (made or revoked); those listening (the socket server) hear it too. */
  forget(prefix: string): void {
    this.keys.delete(prefix);
    for (const listener of this.forgotten) listener(prefix);
  }

  /** Calls `listener` with the prefix of every key made or revoked, on any api process. */
  onForget(listener: (prefix: string) => void): void {
    this.forgotten.push(listener);
  }

  /** Writes the last-used times counted so far (at shutdown; tests). */
  flush(): Promise<void> {
    return this.lastUsed.flush();
  }

  close(): Promise<void> {
    return this.lastUsed.close();
  }

  private lookUp(prefix: string): Promise<KnownKey | null> {
    const cached = this.keys.get(prefix);
    if (cached) return cached;
    const loading = this.load(prefix);
    this.keys.set(prefix, loading);
    loading.catch(() => this.keys.peek(prefix) === loading && this.keys.delete(prefix)); // a failed read is not remembered
    return loading;
  }

  private async load(prefix: string): Promise<KnownKey | null> {
    const [row] = await this.orm.em.fork().getConnection().execute<KeyRow[]>(KEY_BY_PREFIX_SQL, [prefix]);
    if (!row || !isRole(row.role)) return null;
    return {
      id: row.id,
      prefix: row.prefix,
      secretHash: row.secret_hash,
      role: row.role,
      readOnly: row.read_only,
      userId: row.user_id,
      username: row.username,
    };
  }
}
