import type { Client as WsClient } from 'graphql-ws';
import { decide, type Decision } from '@vdp/shared/auth/permissions';
import type { GraphQLResponse } from './client';
import type { MatrixEntry } from './role-matrix-catalogue';
import type { GraphQLOperation } from './role-matrix-operations';
import type { Principal } from './role-matrix-principals';

/** What one principal got from one operation: the decision it amounts to, and what was answered. */
export interface Outcome {
  decision: Decision;
  detail: string;
}

/**
 * What `principal` must get from an operation naming `entry.permission`: the permission table's
 * decision, then the rules of API keys (docs/api-keys.md: a read-only key writes nothing, no key
 * manages keys), then what the entry says the service refuses beyond the table.
 */
export function expectedDecision(entry: MatrixEntry, principal: Principal, writes: boolean): Decision {
  const decision = decide(entry.permission, principal.role);
  if (decision !== 'allowed') return decision;
  if (principal.key?.readOnly && writes) return 'forbidden';
  if (principal.key && entry.permission === 'apiKeys.manage') return 'forbidden';
  if (entry.serviceRefuses?.who.includes(principal.name)) return principal.role ? 'forbidden' : 'unauthenticated';
  return 'allowed';
}

const byStatus = (status: number): Decision => (status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'allowed');

const byCode = (codes: ReadonlyArray<unknown>): Decision =>
  codes.includes('UNAUTHENTICATED') ? 'unauthenticated' : codes.includes('FORBIDDEN') ? 'forbidden' : 'allowed';

/** A REST call, with an empty JSON body unless given (a route authorizes before it reads one, ADR 6). */
export async function restOutcome(principal: Principal, method: string, path: string, given?: unknown): Promise<Outcome> {
  const body = method === 'GET' || method === 'DELETE' ? undefined : (given ?? {});
  const answer = await principal.client.rest(method, path, body);
  const code = (answer.body as { code?: string } | null)?.code;
  const decision = byStatus(answer.status);
  // a refusal says so in its body too (ADR 1)
  const consistent = decision === 'allowed' || code === (decision === 'forbidden' ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  return { decision: consistent ? decision : 'allowed', detail: `${answer.status} ${code ?? ''}`.trim() };
}

/** A query or mutation over POST /graphql; a refusal must answer no data for the field. */
export async function graphqlOutcome(principal: Principal, operation: GraphQLOperation): Promise<Outcome> {
  const answer = await principal.client.rest('POST', '/graphql', {
    query: operation.document,
    variables: operation.variables,
  });
  const body = answer.body as GraphQLResponse;
  const codes = (body.errors ?? []).map((error) => error.extensions?.code);
  const decision = byCode(codes);
  const data = (body.data ?? {})[operation.field] ?? null;
  const detail = `${answer.status} ${codes.join(',') || 'ok'}`;
  if (decision !== 'allowed' && data !== null) return { decision: 'allowed', detail: `${detail} with data` };
  return { decision, detail };
}

/**
 * A subscription over graphql-ws: refused at subscribe (an error, or a first result carrying
 * one), else admitted once nothing has come within `waitMs` (it waits for events).
 */
export function subscriptionOutcome(ws: WsClient, operation: GraphQLOperation, waitMs: number): Promise<Outcome> {
  type Errors = ReadonlyArray<{ extensions?: { code?: unknown }; message?: string }>;
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      stop();
      resolve(outcome);
    };
    const fromErrors = (errors: Errors, how: string) => {
      const codes = errors.map((error) => error.extensions?.code);
      done({ decision: byCode(codes), detail: `${how} ${codes.join(',') || errors[0]?.message}` });
    };
    const timer = setTimeout(() => done({ decision: 'allowed', detail: 'subscribed' }), waitMs);
    const stop = ws.subscribe(
      { query: operation.document, variables: operation.variables },
      {
        next: (value) => fromErrors((value.errors ?? []) as Errors, 'next'),
        error: (error) => {
          if (Array.isArray(error)) return fromErrors(error as Errors, 'error');
          // the socket itself refused: 4401 unauthenticated, 4403 forbidden (graphql-ws close codes)
          const code = (error as { code?: number }).code;
          done({
            decision: code === 4401 ? 'unauthenticated' : code === 4403 ? 'forbidden' : 'allowed',
            detail: `closed ${code}`,
          });
        },
        complete: () => done({ decision: 'allowed', detail: 'completed' }),
      },
    );
  });
}
