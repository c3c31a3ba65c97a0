import { dealerListSchema } from './dealer-list.schema';
import { problemsOf } from './testing';

describe('dealerListSchema', () => {
  it('takes a trimmed search and a verification status, each optional', () => {
    expect(dealerListSchema.validateSync({ search: ' motors ', status: 'pending' })).toEqual({
      search: 'motors',
      status: 'pending',
    });
    expect(dealerListSchema.validateSync({ search: '', status: '' })).toEqual({ search: null, status: undefined });
  });

  it('refuses an unknown status and a search too long, naming the field', () => {
    expect(problemsOf(dealerListSchema, { status: 'sleeping', search: 'x'.repeat(101) })).toEqual({
      status: { id: 'dealers.list.status.invalid', values: expect.objectContaining({ list: 'pending, verified, rejected' }) },
      search: { id: 'dealers.list.search.invalid', values: { max: 100 } },
    });
  });
});
