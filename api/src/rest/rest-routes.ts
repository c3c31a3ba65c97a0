import type { RestEndpoint } from './endpoint';

export type { RestRequest, RestResponse } from './rest-http';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  /** Path segments; a segment starting with ':' is a parameter. */
  segments: string[];
  endpoint: RestEndpoint;
}

/** One module's REST routes (paths below /api), registered in order like Express routes. */
export class RestRoutes {
  readonly routes: Route[] = [];

  /** Several route lists as one, in order. */
  static concat(...groups: RestRoutes[]): RestRoutes {
    const all = new RestRoutes();
    all.routes.push(...groups.flatMap((group) => group.routes));
    return all;
  }

  get(path: string, endpoint: RestEndpoint): this {
    return this.add('GET', path, endpoint);
  }
  post(path: string, endpoint: RestEndpoint): this {
    return this.add('POST', path, endpoint);
  }
  put(path: string, endpoint: RestEndpoint): this {
    return this.add('PUT', path, endpoint);
  }
  patch(path: string, endpoint: RestEndpoint): this {
    return this.add('PATCH', path, endpoint);
  }
  delete(path: string, endpoint: RestEndpoint): this {
    return this.add('DELETE', path, endpoint);
  }

  private add(method: Method, path: string, endpoint: RestEndpoint): this {
    this.routes.push({ method, segments: path.split('/').slice(1), endpoint });
    return this;
  }
}

export type RouteMatch = { endpoint: RestEndpoint; params: Record<string, string> } | { badParam: string } | undefined;

/** Every module's routes; the first that matches the method and path answers. */
export class RestRouteTable {
  private readonly routes: Route[];

  constructor(groups: readonly RestRoutes[]) {
    this.routes = groups.flatMap((group) => group.routes);
  }

  get endpoints(): RestEndpoint[] {
    return this.routes.map((route) => route.endpoint);
  }

  match(method: string, path: string): RouteMatch {
    const segments = path.split('/').slice(1);
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let matches = true;
      for (let i = 0; i < segments.length && matches; i++) {
        const expected = route.segments[i]!;
        const actual = segments[i]!;
        if (expected.startsWith(':')) {
          if (actual === '') matches = false;
          else {
            try {
              params[expected.slice(1)] = decodeURIComponent(actual);
            } catch {
              return { badParam: expected.slice(1) };
            }
            // no row is named with NUL, and PostgreSQL cannot compare text holding it (a 500 otherwise)
            if (params[expected.slice(1)]!.includes('\u0000')) return { badParam: expected.slice(1) };
          }
        } else if (expected !== actual) matches = false;
      }
      if (matches) return { endpoint: route.endpoint, params };
    }
    return undefined;
  }
}
