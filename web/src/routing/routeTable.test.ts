import { ROUTE_PATHS } from './routePaths';
import { ROUTE_PAGES, ROUTE_TABLE } from './routeTable';

describe('the route table', () => {
  it('has a page for exactly the paths of routePaths', () => {
    const paths = ROUTE_PATHS.map((route) => route.path);
    expect(Object.keys(ROUTE_PAGES).sort()).toEqual([...paths].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the order, layout and GraphQL flag of routePaths', () => {
    expect(ROUTE_TABLE.map(({ path, layout, graphql }) => ({ path, layout, graphql }))).toEqual(ROUTE_PATHS);
    for (const route of ROUTE_TABLE) expect(typeof route.load).toBe('function');
  });
});
