import { object, string, type AnyObject, type ObjectSchema, type TestContext } from 'yup';
import { CURSOR_PATTERN, PAGE_SIZE, type PageArgs } from '../paging/page-args';
import { message } from './message';
import { wholeNumber } from './rules';

const size = () =>
  wholeNumber({ min: PAGE_SIZE.min, max: PAGE_SIZE.max }, 'paging.size.invalid', PAGE_SIZE.default).nullable().default(null);

const cursor = () =>
  string()
    .typeError(message('paging.cursor.invalid'))
    .transform((value: unknown) => (value === '' ? null : value))
    .matches(CURSOR_PATTERN, message('paging.cursor.invalid'))
    .nullable()
    .default(null);

/** Both sizes or both cursors given: the one named second is refused. */
function oneDirection<T extends object>(names: { size: [keyof T, keyof T]; cursor: [keyof T, keyof T] }) {
  return (value: T, context: TestContext) => {
    const [forward, backward] = names.cursor;
    if (value[forward] != null && value[backward] != null) {
      return context.createError({ path: String(backward), message: message('paging.direction.both') });
    }
    const [first, last] = names.size;
    if (first !== last && value[first] != null && value[last] != null) {
      return context.createError({ path: String(last), message: message('paging.size.both') });
    }
    return true;
  };
}

/** The connection arguments of a GraphQL list: `first`/`after` forward, `last`/`before` backward. */
export const pageArgsFields = () => ({ first: size(), after: cursor(), last: size(), before: cursor() });

/** A GraphQL list's page alone (a list with filters spreads `pageArgsFields()` into its own object). */
export const pageArgsSchema: ObjectSchema<PageArgs> = object(pageArgsFields()).test(
  'oneDirection',
  oneDirection<PageArgs>({ size: ['first', 'last'], cursor: ['after', 'before'] }),
);

/** A REST list's query: `limit` rows after `cursor` (the previous answer's next cursor) or before `before`. */
export interface RestPageQuery {
  limit: number | null;
  cursor: string | null;
  before: string | null;
}

export const restPageFields = () => ({ limit: size(), cursor: cursor(), before: cursor() });

export const restPageSchema: ObjectSchema<RestPageQuery> = object(restPageFields()).test(
  'oneDirection',
  oneDirection<RestPageQuery>({ size: ['limit', 'limit'], cursor: ['cursor', 'before'] }),
);

/** Adds the one-direction rule to a list schema that spread `pageArgsFields()` or `restPageFields()`. */
export function withPageRule<S extends ObjectSchema<AnyObject>>(schema: S, kind: 'graphql' | 'rest'): S {
  return schema.test(
    'oneDirection',
    kind === 'graphql'
      ? oneDirection({ size: ['first', 'last'], cursor: ['after', 'before'] })
      : oneDirection({ size: ['limit', 'limit'], cursor: ['cursor', 'before'] }),
  ) as S;
}

/** A REST page query as connection arguments: `limit` counts forward from `cursor`, or back from `before`. */
export function pageArgsOfRest(query: RestPageQuery): PageArgs {
  return query.before
    ? { first: null, after: null, last: query.limit, before: query.before }
    : { first: query.limit, after: query.cursor, last: null, before: null };
}
