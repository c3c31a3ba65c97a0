import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { startWithAdmin } from './harness';
import { userForm, type UserJson } from './users-fixtures';

let server: RunningServer;
let admin: TestClient;
let target: UserJson;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  target = (await admin.rest('POST', '/api/users', userForm())).body as UserJson;
});
afterAll(() => server.close());

const form = `{ username: "someone", email: "someone@example.com", role: user }`;

/** Every users.manage operation: its REST route and its GraphQL twin. */
const MANAGE: Array<{ name: string; rest: [string, () => string, unknown?]; gql: () => string }> = [
  { name: 'users', rest: ['GET', () => '/api/users?search=a'], gql: () => `{ users(search: "a") { totalCount } }` },
  { name: 'userCounts', rest: ['GET', () => '/api/users/counts'], gql: () => `{ userCounts { total } }` },
  {
    name: 'createUser',
    rest: ['POST', () => '/api/users', userForm()],
    gql: () => `mutation { createUser(input: ${form}) { id } }`,
  },
  {
    name: 'updateUser',
    rest: ['PATCH', () => `/api/users/${target.id}`, { username: 'renamed', role: 'admin' }],
    gql: () => `mutation { updateUser(id: ${target.id}, input: { username: "renamed", role: admin }) { id } }`,
  },
  {
    name: 'setUserPassword',
    rest: ['PUT', () => `/api/users/${target.id}/password`, { password: 'Whatever123' }],
    gql: () => `mutation { setUserPassword(id: ${target.id}, password: "Whatever123") { id } }`,
  },
  {
    name: 'sendUserPasswordLink',
    rest: ['POST', () => `/api/users/${target.id}/password-link`],
    gql: () => `mutation { sendUserPasswordLink(id: ${target.id}) { id } }`,
  },
  {
    name: 'setUserActive',
    rest: ['PATCH', () => `/api/users/${target.id}/active`, { isActive: false }],
    gql: () => `mutation { setUserActive(id: ${target.id}, isActive: false) { id } }`,
  },
];

describe('users permissions', () => {
  it.each(MANAGE.map((op) => [op.name, op] as const))(
    '%s: anonymous 401, every role but admin 403, nothing changed',
    async (_name, op) => {
      const [method, pathOf, body] = op.rest;
      const anonymous = new TestClient(server.url);
      expect((await anonymous.rest(method, pathOf(), body)).status).toBe(401);
      expect((await anonymous.gql(op.gql())).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const role of ['editor', 'staff', 'dealer', 'charity', 'donor']) {
        const user = new TestClient(server.url);
        await user.login(role);
        expect((await user.rest(method, pathOf(), body)).status).toBe(403);
        expect((await user.gql(op.gql())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const { body: page } = await admin.rest('GET', `/api/users?search=${target.username}`);
      expect((page as { users: UserJson[] }).users).toEqual([
        expect.objectContaining({ id: target.id, username: target.username, role: 'user', isActive: true }),
      ]);
    },
  );
});
