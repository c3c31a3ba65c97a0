import { execute, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { ExecutedOperation } from '@vdp/shared/rendering/page-render-protocol';
import type { RequestContext } from '../core/request-context';
import { MAX_DOCUMENT_TOKENS } from './limits';

/** Runs one GraphQL operation in-process: its text, its variables. */
export type OperationExecutor = (query: string, variables: Record<string, unknown>) => Promise<ExecutedOperation>;

/** Distinct documents kept parsed and validated (a page's few queries). */
const MAX_DOCUMENTS = 50;

/**
 * Executes operations against the api's schema in-process, each with a fresh `context()` (a
 * signed-out visitor's): the web's own documents, asked for by the page-render worker (ADR 32),
 * with the schema's rules as over HTTP. A document is parsed and validated once.
 */
export function anonymousOperations(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  context: () => RequestContext,
): OperationExecutor {
  const documents = new LRUCache<string, { document: DocumentNode } | { errors: ReadonlyArray<{ message: string }> }>({
    max: MAX_DOCUMENTS,
  });
  const prepare = (query: string) => {
    let prepared = documents.get(query);
    if (!prepared) {
      try {
        const document = parse(query, { maxTokens: MAX_DOCUMENT_TOKENS });
        const errors = validate(schema, document, [...specifiedRules, ...rules]);
        prepared = errors.length > 0 ? { errors: errors.map(({ message }) => ({ message })) } : { document };
      } catch (error) {
        prepared = { errors: [{ message: error instanceof Error ? error.message : String(error) }] };
      }
      documents.set(query, prepared);
    }
    return prepared;
  };
  return async (query, variables) => {
    const prepared = prepare(query);
    if ('errors' in prepared) return { errors: prepared.errors };
    const result = await execute({ schema, document: prepared.document, variableValues: variables, contextValue: context() });
    return {
      data: (result.data as Record<string, unknown> | null | undefined) ?? null,
      ...(result.errors ? { errors: result.errors.map(({ message }) => ({ message })) } : {}),
    };
  };
}
