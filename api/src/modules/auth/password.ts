import type { EntityManager } from '@mikro-orm/postgresql';
import { passwordPolicy, passwordPolicyProblem, type PasswordPolicy } from '@vdp/shared/settings/password-policy';
import argon2 from 'argon2';
import { englishText } from '../../core/validation';

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

/** The settings security.password_*: read by one plain statement (a password is chosen rarely; create-admin has no server). */
const POLICY_SQL = `select key, value from platform_settings where category = 'security'
  and key in ('password_min_length', 'password_require_uppercase', 'password_require_number')`;

export async function currentPasswordPolicy(em: EntityManager): Promise<PasswordPolicy> {
  const rows = await em.getConnection().execute<Array<{ key: string; value: unknown }>>(POLICY_SQL);
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return passwordPolicy({
    minLength: value('password_min_length'),
    requireUppercase: value('password_require_uppercase'),
    requireNumber: value('password_require_number'),
  });
}

/**
 * What the admin's password policy refuses in a password someone chooses (set-password links, the
 * users dialog, create-admin), in English; undefined when it is acceptable.
 */
export async function passwordPolicyRefusal(em: EntityManager, plain: string): Promise<string | undefined> {
  const problem = passwordPolicyProblem(plain, await currentPasswordPolicy(em));
  return problem ? englishText(problem) : undefined;
}
