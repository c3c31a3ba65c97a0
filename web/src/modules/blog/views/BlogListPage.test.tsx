import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectionFieldPolicies } from '../../../graphql/connectionFields';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { BlogCategoryListDocument } from '../graphql/BlogCategoryList.generated';
import { BlogPostListDocument } from '../graphql/BlogPostList.generated';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { BlogListPage } from './BlogListPage';

const category = {
  __typename: 'CategoryView' as const,
  id: '1',
  name: 'Donation Guides',
  slug: 'donation-guides',
  color: '#2563EB',
  postCount: 1,
};

const post = {
  __typename: 'PostSummary' as const,
  id: '7',
  title: 'How pickup works',
  slug: 'how-pickup-works',
  excerpt: 'Free towing, anywhere.',
  featuredImage: null,
  category: { __typename: 'CategoryView' as const, id: '1', name: 'Donation Guides', slug: 'donation-guides', color: '#2563EB' },
  language: 'en',
  publishedAt: '2026-03-02T12:00:00.000Z',
  viewCount: 12,
  readMinutes: 3,
};

const page = (posts: (typeof post)[], hasNextPage = false) => ({
  data: {
    blogPosts: {
      __typename: 'PostConnection' as const,
      edges: posts.map((node) => ({ __typename: 'PostEdge' as const, cursor: `c${node.id}`, node })),
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: posts.length ? `c${posts.at(-1)!.id}` : null },
    },
  },
});

const FIRST_PAGE = { search: null, categories: [], language: 'en', first: 6 };
const categories = { request: { query: BlogCategoryListDocument }, result: { data: { categories: [category] } } };

const mocks: MockLink.MockedResponse[] = [
  categories,
  { request: { query: BlogPostListDocument, variables: FIRST_PAGE }, result: page([post]), delay: 50 },
  {
    request: { query: BlogPostListDocument, variables: { ...FIRST_PAGE, categories: ['donation-guides'] } },
    result: page([]),
  },
];

/** The IntersectionObserver jsdom lacks: a test says when the sentinel comes into view. */
class FakeObserver {
  static current: FakeObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = null;
  }
  reach() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function renderBlog(pages: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AreaMessages area="blog">
      <MockedProvider mocks={pages} cache={new InMemoryCache({ typePolicies: { Query: { fields: connectionFieldPolicies } } })}>
        <BlogListPage />
      </MockedProvider>
    </AreaMessages>,
  );
}

describe('/blog', () => {
  beforeAll(() => loadArea('blog', 'en'));

  it('shows six card skeletons, then cards with category, read time and views; the chips filter', async () => {
    const user = userEvent.setup();
    renderBlog(mocks);
    const skeleton = await screen.findByRole('list', { name: 'Loading articles' });
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(6);

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'How pickup works' }).getAttribute('href')).toBe('/blog/how-pickup-works');
    expect(card.textContent).toContain('Donation Guides');
    expect(card.textContent).toContain('3 min read');
    expect(card.textContent).toContain('12 views');

    const chip = screen.getByRole('button', { name: 'Donation Guides' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('No articles found')).toBeTruthy();
  });

  it('loads the next cards when the end of the list comes into view, or with Load more', async () => {
    const user = userEvent.setup();
    const second = { ...post, id: '6', title: 'Winter tires', slug: 'winter-tires' };
    const third = { ...post, id: '5', title: 'Tax receipts', slug: 'tax-receipts' };
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
    try {
      renderBlog([
        categories,
        { request: { query: BlogPostListDocument, variables: FIRST_PAGE }, result: page([post], true) },
        { request: { query: BlogPostListDocument, variables: { ...FIRST_PAGE, after: 'c7' } }, result: page([second], true) },
        { request: { query: BlogPostListDocument, variables: { ...FIRST_PAGE, after: 'c6' } }, result: page([third]) },
      ]);
      expect(await screen.findByRole('link', { name: 'How pickup works' })).toBeTruthy();
      act(() => FakeObserver.current!.reach());
      expect(await screen.findByRole('link', { name: 'Winter tires' })).toBeTruthy();
      // from the keyboard: the button does the same
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByRole('link', { name: 'Tax receipts' })).toBeTruthy();
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });
});
