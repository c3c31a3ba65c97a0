import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiKeyCreateInput } from '@vdp/shared/validation/api-key.schema';
import type { AuditTrail } from '../../core/audit-trail';
import type { ApiKeyCredential, AuthUser } from '../../core/auth-user';
import { forbidden, notFound } from '../../core/errors';
import type { Transactions } from '../../core/transactions';
import { User } from '../users/user.entity';
import { newApiKey } from './api-key-secret';
import { ApiKey } from './api-key.entity';
import { API_KEYS_CHANGED, type ApiKeysChangedPayload } from './api-key.events';
import { presentApiKey, type ApiKeyView, type CreatedApiKey } from './api-key.presenter';

/** Who asks: a signed-in admin, or a request with a key (`apiKey` set), which may not manage keys. */
export interface KeyManager {
  user: AuthUser;
  apiKey?: ApiKeyCredential;
}

/**
 * Keys are managed by a signed-in admin only: an admin key that leaked could otherwise mint keys
 * that outlive its own revocation.
 */
function assertSignedIn(by: KeyManager | undefined): AuthUser {
  if (!by || by.apiKey) throw forbidden('API keys are managed by a signed-in admin, not with an API key.');
  return by.user;
}

/**
 * API keys as admins manage them (issue 14 §3): made with their secret shown once, listed without
 * it, revoked. Each change is audited on its own transaction and announced to every api process.
 */
export class ApiKeyService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
    /** This process forgets the key at once; the others hear API_KEYS_CHANGED. */
    private readonly forget: (prefix: string) => void,
  ) {}

  /** Every key, the live ones first, newest first (a handful per platform: not paged). */
  async list(em: EntityManager, by: KeyManager): Promise<ApiKeyView[]> {
    assertSignedIn(by);
    const keys = await em.find(
      ApiKey,
      {},
      { populate: ['createdBy'], orderBy: { revokedAt: 'asc nulls first', createdAt: 'desc', id: 'desc' } },
    );
    return keys.map(presentApiKey);
  }

  /** A new key acting with `input.role` on the admin's account; the answer is the only copy of its secret. */
  async create(em: EntityManager, input: ApiKeyCreateInput, by: KeyManager): Promise<CreatedApiKey> {
    const actor = assertSignedIn(by);
    const { prefix, key, hash } = newApiKey();
    const created = await this.transactions.run(em, async (tx, publish) => {
      const row = tx.create(ApiKey, {
        name: input.name,
        prefix,
        secretHash: hash,
        role: input.role,
        readOnly: input.readOnly,
        createdBy: tx.getReference(User, actor.id),
      });
      await tx.flush();
      await tx.populate(row, ['createdBy']);
      const view = presentApiKey(row);
      await this.audit.record(tx, actor, {
        entityType: 'apiKey',
        entityId: row.id,
        action: 'create',
        before: null,
        after: audited(view),
      });
      publish(API_KEYS_CHANGED, { prefix } satisfies ApiKeysChangedPayload);
      return { key: view, secret: key };
    });
    this.forget(prefix); // a lookup of this prefix may have been remembered as unknown
    return created;
  }

  /** Stops the key at once in every api process; revoking a revoked key changes nothing. */
  async revoke(em: EntityManager, id: number, by: KeyManager): Promise<ApiKeyView> {
    const actor = assertSignedIn(by);
    const revoked = await this.transactions.run(em, async (tx, publish) => {
      const row = await tx.findOne(ApiKey, { id }, { populate: ['createdBy'] });
      if (!row) throw notFound(`API key ${id} was not found.`);
      if (row.revokedAt) return presentApiKey(row);
      row.revokedAt = new Date();
      await tx.flush();
      const view = presentApiKey(row);
      await this.audit.record(tx, actor, {
        entityType: 'apiKey',
        entityId: id,
        action: 'revoke',
        before: { revokedAt: null },
        after: { revokedAt: view.revokedAt },
      });
      publish(API_KEYS_CHANGED, { prefix: row.prefix } satisfies ApiKeysChangedPayload);
      return view;
    });
    this.forget(revoked.prefix);
    return revoked;
  }
}

/** What the trail keeps of a new key: what it is, not when it was last used. */
function audited(view: ApiKeyView): object {
  return { name: view.name, prefix: view.prefix, role: view.role, readOnly: view.readOnly };
}
