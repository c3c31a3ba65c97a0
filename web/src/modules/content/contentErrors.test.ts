import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrorsOf } from './contentErrors';

const graphqlError = (errors: Array<{ message: string; extensions: Record<string, unknown> }>) =>
  new CombinedGraphQLErrors({ errors });

describe('fieldErrorsOf', () => {
  it('puts a taken slug on the slug field, in the catalog message', () => {
    expect(fieldErrorsOf(graphqlError([{ message: 'This slug is already used', extensions: { code: 'CONFLICT' } }]))).toEqual({
      slug: 'content.slug.taken',
    });
  });

  it('names each refused field with its message', () => {
    const error = graphqlError([
      {
        message: 'Title is required',
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'title', message: 'Title is required' }, { bad: true }] },
      },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ title: 'Title is required' });
  });

  it('names no field for other failures', () => {
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
    expect(fieldErrorsOf(graphqlError([{ message: 'no', extensions: { code: 'FORBIDDEN' } }]))).toEqual({});
  });
});
