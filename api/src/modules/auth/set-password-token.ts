import crypto from 'node:crypto';

/**
 * A stateless set-password link: user id, expiry and an HMAC over them and the current password
 * hash, so the link dies once the password is set (or after its expiry).
 */
export class SetPasswordTokens {
  constructor(private readonly secret: string) {}

  issue(userId: number, passwordHash: string, expiresAt: Date): string {
    const body = `${userId}.${expiresAt.getTime()}`;
    return `${body}.${this.sign(body, passwordHash)}`;
  }

  /** The user id the token is for, provided `passwordHash` is still that user's hash. */
  userIdOf(token: string): number | undefined {
    const [id, expires] = token.split('.');
    const userId = Number(id);
    if (!Number.isInteger(userId) || userId < 1 || !(Number(expires) > Date.now())) return undefined;
    return userId;
  }

  verify(token: string, passwordHash: string): boolean {
    const [id, expires, signature = ''] = token.split('.');
    const expected = this.sign(`${id}.${expires}`, passwordHash);
    return (
      Number(expires) > Date.now() &&
      signature.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    );
  }

  private sign(body: string, passwordHash: string): string {
    return crypto.createHmac('sha256', this.secret).update(`set-password.${body}.${passwordHash}`).digest('base64url');
  }
}
