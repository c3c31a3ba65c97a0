import { endpoint } from './endpoint';
import { RestRoutes, RestRouteTable } from './rest-routes';

const answer = (name: string) => endpoint('app.info', () => name);

describe('RestRouteTable', () => {
  const first = new RestRoutes().get('/auctions/stats', answer('stats')).get('/auctions/:id', answer('one'));
  const second = new RestRoutes().patch('/auctions/:id/start', answer('start')).get('/auctions/:id', answer('shadowed'));
  const table = new RestRouteTable([first, second]);

  it('matches method and path, the first registered route first, and names the parameters', () => {
    expect(table.match('GET', '/auctions/stats')).toMatchObject({ params: {} });
    expect(table.match('GET', '/auctions/7')).toMatchObject({ params: { id: '7' }, endpoint: first.routes[1]!.endpoint });
    expect(table.match('PATCH', '/auctions/7/start')).toMatchObject({ params: { id: '7' } });
  });

  it('decodes parameters and refuses a badly encoded one', () => {
    expect(table.match('GET', '/auctions/a%2Fb')).toMatchObject({ params: { id: 'a/b' } });
    expect(table.match('GET', '/auctions/%E0%A4%A')).toEqual({ badParam: 'id' });
  });

  it('matches nothing for another method, an empty parameter or another length', () => {
    expect(table.match('POST', '/auctions/7')).toBeUndefined();
    expect(table.match('GET', '/auctions/')).toBeUndefined();
    expect(table.match('GET', '/auctions/7/bids/9')).toBeUndefined();
  });
});
