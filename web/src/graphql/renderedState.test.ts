import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { createAppCache } from './apolloClient';
import { RENDERED_STATE_ID, renderedStateScript, restoreRenderedState } from './renderedState';

const TITLES = gql`
  query Titles {
    categories {
      id
      name
    }
  }
`;

const client = () => new ApolloClient({ cache: createAppCache(), link: ApolloLink.empty() });

describe('the Apollo state of a page rendered with its data (ADR 32)', () => {
  afterEach(() => document.body.replaceChildren());

  it('is a JSON data block no text can close', () => {
    const script = renderedStateScript({ title: '</script><script>alert(1)</script>' });
    expect(script.startsWith(`<script type="application/json" id="${RENDERED_STATE_ID}">`)).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it("is restored into the browser's cache once, and the block removed", () => {
    const server = client();
    server.writeQuery({ query: TITLES, data: { categories: [{ __typename: 'Category', id: '1', name: 'Guides <b>' }] } });
    document.body.innerHTML = renderedStateScript(server.extract());

    const browser = client();
    restoreRenderedState(browser);
    expect(browser.readQuery({ query: TITLES })).toEqual({
      categories: [{ __typename: 'Category', id: '1', name: 'Guides <b>' }],
    });
    expect(document.getElementById(RENDERED_STATE_ID)).toBeNull();
  });

  it('leaves the cache empty on a page without one', () => {
    const browser = client();
    restoreRenderedState(browser);
    expect(browser.extract()).toEqual({});
  });
});
