import { DEFAULT_PASSWORD_POLICY, passwordPolicy, passwordPolicyProblem } from './password-policy';

describe('the password policy', () => {
  it('reads stored values, keeping the default for a missing or out-of-range one', () => {
    expect(passwordPolicy({})).toEqual(DEFAULT_PASSWORD_POLICY);
    expect(passwordPolicy({ minLength: '12', requireUppercase: 'true', requireNumber: true })).toEqual({
      minLength: 12,
      requireUppercase: true,
      requireNumber: true,
    });
    expect(passwordPolicy({ minLength: 4 }).minLength).toBe(8);
  });

  it('names the first thing a password lacks', () => {
    const strict = { minLength: 12, requireUppercase: true, requireNumber: true };
    expect(passwordPolicyProblem('Short-1', strict)).toEqual({ id: 'auth.password.tooShort', values: { min: 12 } });
    expect(passwordPolicyProblem('all-lowercase-1', strict)).toEqual({ id: 'auth.password.needsUppercase' });
    expect(passwordPolicyProblem('No-Digits-Here', strict)).toEqual({ id: 'auth.password.needsNumber' });
    expect(passwordPolicyProblem('Élan-vital-2026', strict)).toBeNull();
    expect(passwordPolicyProblem('lowercase', DEFAULT_PASSWORD_POLICY)).toBeNull();
  });
});
