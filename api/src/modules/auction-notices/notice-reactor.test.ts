import { reactionsTo } from './notice-reactor';

describe('what the notices make of an auction event’s reasons', () => {
  it('tells watchers of a start and bidders of a sale', () => {
    expect(reactionsTo(['started'])).toEqual(['started']);
    expect(reactionsTo(['ended'])).toEqual(['sold']);
  });

  it('reads a reserve’s provisional end and its decision', () => {
    expect(reactionsTo(['ended', 'provisional'])).toEqual(['provisional']);
    expect(reactionsTo(['accepted'])).toEqual(['sold']);
    expect(reactionsTo(['declined'])).toEqual(['declined']);
  });

  it('ignores bids, extensions and reasons it does not know', () => {
    expect(reactionsTo(['bid', 'extended'])).toEqual([]);
    expect(reactionsTo(['created', 'proxy', 'reserveMet'])).toEqual([]);
  });
});
