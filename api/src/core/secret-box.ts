import crypto from 'node:crypto';

/** The version prefix of a sealed value: a later key or cipher gets its own. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed secret as stored in platform_settings.value (JSON): never the plain text. */
export interface SealedValue {
  sealed: string;
}

export function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && typeof (value as { sealed?: unknown }).sealed === 'string';
}

/**
 * AES-256-GCM over secret settings (ADR 13): a fresh 96-bit IV per value, the tag checked on
 * opening, so a value changed in the database (or sealed under another key) is refused rather
 * than read wrong. Stored as `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The settings encryption key must be 32 bytes (AES-256).');
    this.key = Buffer.from(key);
  }

  seal(plain: string): SealedValue {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return { sealed: [VERSION, ...parts].join('.') };
  }

  /** The plain text; throws when the value was not sealed with this key or was altered. */
  open(value: SealedValue): string {
    const [version, iv, tag, body] = value.sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
      throw new Error('Not a sealed setting value.');
    }
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** What an admin sees of a secret: that it is set and its last four characters (none when short). */
export function maskSecret(plain: string | null): { isSet: boolean; lastFour: string | null } {
  if (plain === null || plain === '') return { isSet: false, lastFour: null };
  return { isSet: true, lastFour: plain.length >= 12 ? plain.slice(-4) : null };
}
