import { TestClient } from './client';

export interface UserJson {
  id: number;
  username: string;
  email: string | null;
  role: string;
  isActive: boolean;
}

let serial = 0;

/** A user form with a username and e-mail no other test uses. */
export function userForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  const name = `user${serial}-${Date.now().toString(36)}`;
  return { username: name, email: `${name}@example.com`, firstName: 'Pat', lastName: 'Tester', role: 'user', ...overrides };
}

/** Creates a user through REST with a password set now, and signs a client in as that user. */
export async function signedInUser(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const form = userForm({ passwordMode: 'set', password: 'UserPass123', ...overrides });
  const created = await admin.rest('POST', '/api/users', form);
  if (created.status !== 201) throw new Error(`create user: ${created.status} ${JSON.stringify(created.body)}`);
  const client = new TestClient(admin.baseUrl);
  await client.login(String(form.username), 'UserPass123');
  return { client, user: created.body as UserJson };
}

/** Every key of every object in `value`, however deep: no answer may carry a password or a hash. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}
