import type { FieldMessage } from '../validation/field-message';

/** The settings security.password_* (issue 13 §3): what a password someone chooses must have. */
export interface PasswordPolicy {
  minLength: number;
  requireUppercase: boolean;
  requireNumber: boolean;
}

/** The product's own rule (8 to 200 characters, PASSWORD_LENGTH) is the floor; a setting only adds to it. */
export const PASSWORD_MIN_FLOOR = 8;
export const PASSWORD_MIN_CEILING = 128;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: PASSWORD_MIN_FLOOR,
  requireUppercase: false,
  requireNumber: false,
};

/** The policy from stored values (numbers, booleans, or their text); a missing or odd one keeps its default. */
export function passwordPolicy(stored: {
  minLength?: unknown;
  requireUppercase?: unknown;
  requireNumber?: unknown;
}): PasswordPolicy {
  const min = Number(stored.minLength);
  const yes = (value: unknown, fallback: boolean) =>
    value === true || value === 'true' ? true : value === false || value === 'false' ? false : fallback;
  return {
    minLength:
      Number.isInteger(min) && min >= PASSWORD_MIN_FLOOR && min <= PASSWORD_MIN_CEILING ? min : DEFAULT_PASSWORD_POLICY.minLength,
    requireUppercase: yes(stored.requireUppercase, DEFAULT_PASSWORD_POLICY.requireUppercase),
    requireNumber: yes(stored.requireNumber, DEFAULT_PASSWORD_POLICY.requireNumber),
  };
}

/** What the policy refuses in a password (the first problem), or null. */
export function passwordPolicyProblem(password: string, policy: PasswordPolicy): FieldMessage | null {
  if (password.length < policy.minLength) return { id: 'auth.password.tooShort', values: { min: policy.minLength } };
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) return { id: 'auth.password.needsUppercase' };
  if (policy.requireNumber && !/\p{Nd}/u.test(password)) return { id: 'auth.password.needsNumber' };
  return null;
}
