import type { Client as WsClient } from 'graphql-ws';
import { ROLES, type Role } from '@vdp/shared/auth/roles';
import type { RunningServer } from '../src/app/server';
import { verifiedDealer } from './auction-fixtures';
import { createKey, keyClient, keySocket } from './api-keys-fixtures';
import { TestClient } from './client';

/** The people of the role matrix (issue 16 item 1), each signed in as such a person would be. */
export const PEOPLE = ['anonymous', 'user', 'unverifiedDealer', 'verifiedDealer', 'charity', 'staff', 'editor', 'admin'] as const;
export type Person = (typeof PEOPLE)[number];

/** An API key of one scope: its role, read-only or read-write. */
export type KeyName = `key:${Role}:${'ro' | 'rw'}`;
export type PrincipalName = Person | KeyName;

export interface Principal {
  name: PrincipalName;
  /** The role the server sees; undefined when signed out. */
  role: Role | undefined;
  client: TestClient;
  /** A graphql-ws client authenticated the same way (cookie or key). */
  socket: () => WsClient;
  key?: { readOnly: boolean };
}

const PERSON_ROLE: Record<Person, Role | undefined> = {
  anonymous: undefined,
  user: 'user',
  unverifiedDealer: 'dealer',
  verifiedDealer: 'dealer',
  charity: 'charity',
  staff: 'staff',
  editor: 'editor',
  admin: 'admin',
};

/** The demo account each signed-in person uses (demo mode seeds them); the unverified dealer is made. */
const DEMO_ACCOUNT: Partial<Record<Person, string>> = {
  user: 'donor',
  verifiedDealer: 'dealer', // the demo dealer is verified
  charity: 'charity',
  staff: 'staff',
  editor: 'editor',
  admin: 'admin',
};

const KEY_SCOPES: ReadonlyArray<{ role: Role; readOnly: boolean }> = ROLES.flatMap((role) => [
  { role, readOnly: true },
  { role, readOnly: false },
]);

function person(name: Person, client: TestClient): Principal {
  return { name, role: PERSON_ROLE[name], client, socket: () => client.socket() };
}

/**
 * Every principal of the matrix on `server`: the eight people, then an API key of every scope
 * (each role, read-only and read-write) made by `admin`. The unverified dealer was verified, set
 * its password and signed in, then was rejected: its session stands, its dealer record does not.
 */
export async function principals(server: RunningServer, admin: TestClient, outboxDir: string): Promise<Principal[]> {
  const all: Principal[] = [person('anonymous', new TestClient(server.url))];
  for (const name of PEOPLE) {
    const username = DEMO_ACCOUNT[name];
    if (!username) continue;
    const client = name === 'admin' ? admin : new TestClient(server.url);
    if (name !== 'admin') await client.login(username);
    all.push(person(name, client));
  }
  const rejected = await verifiedDealer(server, admin, outboxDir);
  const status = await admin.rest('PATCH', `/api/dealers/${rejected.dealerId}/status`, { verificationStatus: 'rejected' });
  if (status.status !== 200) throw new Error(`reject dealer: ${status.status}`);
  all.splice(2, 0, person('unverifiedDealer', rejected.client));

  for (const { role, readOnly } of KEY_SCOPES) {
    const { secret } = await createKey(admin, { role, readOnly, name: `matrix ${role} ${readOnly ? 'ro' : 'rw'}` });
    all.push({
      name: `key:${role}:${readOnly ? 'ro' : 'rw'}`,
      role,
      client: keyClient(server.url, secret),
      socket: () => keySocket(server.url, secret),
      key: { readOnly },
    });
  }
  return all;
}
