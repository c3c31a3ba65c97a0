import { MAX_ROW_ID } from '@vdp/shared/validation/rules';

/** A key id from a path or an ID argument; anything else is 0, which finds no key (404, not 500). */
export function apiKeyId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : 0;
}
