import type { Role } from '@vdp/shared/auth/roles';
import type { ApiKey } from './api-key.entity';

/** A key as lists show it: never its secret nor its hash. */
export interface ApiKeyView {
  id: number;
  name: string;
  prefix: string;
  role: Role;
  readOnly: boolean;
  createdById: number | null;
  createdByUsername: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** A key just made: the one answer that carries its secret. */
export interface CreatedApiKey {
  key: ApiKeyView;
  /** The whole key (`vdp_<prefix>_<secret>`): shown once, never stored. */
  secret: string;
}

export function presentApiKey(key: ApiKey): ApiKeyView {
  // populated by every query that presents keys; an unloaded creator shows no name rather than throwing
  const creator = key.createdBy?.isInitialized() ? key.createdBy.getEntity() : undefined;
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    role: key.role,
    readOnly: key.readOnly,
    createdById: key.createdBy?.id ?? null,
    createdByUsername: creator?.username ?? null,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt ?? null,
    revokedAt: key.revokedAt ?? null,
  };
}
