import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const page = (posts: (typeof post)[]) => ({
  data: { blogPosts: { __typename: 'PostPage' as const, posts, total: posts.length, page: 1, pageSize: 6 } },
});

const mocks = [
  { request: { query: BlogCategoryListDocument }, result: { data: { categories: [category] } } },
  {
    request: { query: BlogPostListDocument, variables: { search: null, categories: [], language: 'en', page: 1 } },
    result: page([post]),
    delay: 50,
  },
  {
    request: {
      query: BlogPostListDocument,
      variables: { search: null, categories: ['donation-guides'], language: 'en', page: 1 },
    },
    result: page([]),
  },
];

describe('/blog', () => {
  beforeAll(() => loadArea('blog', 'en'));

  it('shows six card skeletons, then cards with category, read time and views; the chips filter', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AreaMessages area="blog">
        <MockedProvider mocks={mocks}>
          <BlogListPage />
        </MockedProvider>
      </AreaMessages>,
    );
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
});
