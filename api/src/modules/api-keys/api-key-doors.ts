import { MAX_ROW_ID } from '@vdp/shared/validation/rules';
import type { RequestContext } from '../../core/request-context';
import type { KeyManager } from './api-key.service';

/** A key id from a path or an ID argument; anything else is 0, which finds no key (404, not 500). */
export function apiKeyId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : 0;
}

/** The asking admin and the key the request came with, if any (the permission check has run). */
export function managerOf(ctx: RequestContext): KeyManager {
  return { user: ctx.user!, apiKey: ctx.apiKey };
}
