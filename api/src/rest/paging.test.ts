import type { PageInfo } from '../core/keyset';
import { arrayPage, linkPages } from './paging';
import type { RestRequest, RestResponse } from './rest-http';

/** A request for `path` with `query`, as the REST shim hands it over. */
function request(path: string, query: RestRequest['query']): RestRequest {
  return { method: 'GET', path, params: {}, query, body: undefined, get: () => undefined };
}

/** A response that only keeps the headers set on it. */
function response(): RestResponse & { headers: Record<string, string>; texts: string[] } {
  const headers: Record<string, string> = {};
  const texts: string[] = [];
  const res = {
    headers,
    texts,
    headersSent: false,
    setHeader(name: string, value: string) {
      headers[name] = value;
      return res;
    },
    status: () => res,
    json: () => undefined,
    jsonText: (text: string) => void texts.push(text),
    send: () => undefined,
    stream: async () => undefined,
  };
  return res;
}

const pageInfo = (page: Partial<PageInfo>): PageInfo => ({
  hasNextPage: false,
  hasPreviousPage: false,
  startCursor: null,
  endCursor: null,
  ...page,
});

describe('linkPages', () => {
  it('links the next page with the other query parameters kept (unset ones left out), and answers its cursor', () => {
    const res = response();
    const req = request('/charities', { search: 'walk charity', status: 'active', limit: '4', cursor: 'c2', before: undefined });
    const next = linkPages(req, res, { pageInfo: pageInfo({ hasNextPage: true, startCursor: 'c3', endCursor: 'c6' }) });
    expect(next).toBe('c6');
    expect(res.headers).toMatchObject({
      Link: '</api/charities?search=walk+charity&status=active&limit=4&cursor=c6>; rel="next"',
      'X-Next-Cursor': 'c6',
    });
  });

  it('links the previous page by `before`, the forward cursor dropped, next and previous together', () => {
    const res = response();
    const req = request('/auctions/7/bids', { limit: '2', cursor: 'c2' });
    linkPages(req, res, { pageInfo: pageInfo({ hasNextPage: true, hasPreviousPage: true, startCursor: 'c3', endCursor: 'c4' }) });
    expect(res.headers.Link).toBe(
      '</api/auctions/7/bids?limit=2&cursor=c4>; rel="next", </api/auctions/7/bids?limit=2&before=c3>; rel="prev"',
    );
  });

  it('gives the count in X-Total-Count when the list counts, zero included', () => {
    for (const totalCount of [45, 0]) {
      const res = response();
      linkPages(request('/pages', {}), res, { pageInfo: pageInfo({}), totalCount });
      expect(res.headers['X-Total-Count']).toBe(String(totalCount));
    }
  });

  it('sets nothing on a single page of a list that does not count, and answers no cursor', () => {
    for (const totalCount of [null, undefined]) {
      const res = response();
      const page = pageInfo({ startCursor: 'c1', endCursor: 'c3' });
      expect(linkPages(request('/webhooks/3/deliveries', { limit: '20' }), res, { pageInfo: page, totalCount })).toBeNull();
      expect(res.headers).toEqual({});
    }
  });
});

describe('arrayPage', () => {
  it('answers the rows of the page in its order, with the page headers set', () => {
    const res = response();
    const page = {
      edges: [
        { cursor: 'a', node: { id: 2 } },
        { cursor: 'b', node: { id: 1 } },
      ],
      pageInfo: pageInfo({ hasNextPage: true, startCursor: 'a', endCursor: 'b' }),
      totalCount: 5,
    };
    arrayPage(request('/dealers', { limit: '2' }), res, page);
    expect(res.texts.map((text) => JSON.parse(text))).toEqual([[{ id: 2 }, { id: 1 }]]);
    expect(res.headers).toMatchObject({ 'X-Next-Cursor': 'b', 'X-Total-Count': '5' });
  });

  it('writes the JSON of a page object once, however often it is answered (a kept page)', () => {
    const page = { edges: [{ cursor: 'a', node: { id: 1 } }], pageInfo: pageInfo({}), totalCount: 1 };
    const stringify = jest.spyOn(JSON, 'stringify');
    const res = response();
    arrayPage(request('/auctions', {}), res, page);
    arrayPage(request('/auctions', {}), res, page);
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    expect(res.texts).toEqual(['[{"id":1}]', '[{"id":1}]']);
  });
});
