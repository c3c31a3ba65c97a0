import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BLOG_PAGE_SIZE } from '@vdp/shared/content/content.constants';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { SearchInput } from '../../../components/ui/SearchInput';
import { Container } from '../../../components/ui/layout';
import { BlogCategoryListDocument } from '../graphql/BlogCategoryList.generated';
import { BlogPostListDocument } from '../graphql/BlogPostList.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Chip, Chips, ChipsPlaceholder, Grid, Hero } from '../blog.styles';
import { toggleCategory } from '../blogHelpers';
import { PostCard } from '../components/PostCard';
import { PostCardSkeleton } from '../components/PostCardSkeleton';
import { useDocumentTitle } from '../useDocumentTitle';
import { useInfiniteScroll } from '../useInfiniteScroll';

const SKELETON_KEYS = Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => `skeleton-${i}`);

/**
 * /blog (spec 000 §2.13): search, category chips, cards, the visitor's language first; the next
 * cards load as the visitor scrolls near the end (issue 14 §2), or with Load more from the keyboard.
 */
export function BlogListPage() {
  const intl = useIntl();
  const { locale } = useLanguage();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const debounced = useDebouncedValue(search.trim());
  useDocumentTitle(intl.formatMessage({ id: 'blog.title' }));

  const categories = useQuery(BlogCategoryListDocument);
  const { data, loading, error, refetch, fetchMore } = useQuery(BlogPostListDocument, {
    variables: { search: debounced || null, categories: selected, language: locale, first: BLOG_PAGE_SIZE },
  });
  const result = data?.blogPosts;
  const posts = result?.edges.map((edge) => edge.node);
  const { loadMore, loadingMore, hasMore } = useLoadMore(result?.pageInfo, fetchMore);
  const more = () =>
    void loadMore().catch(() => toast({ variant: 'destructive', title: intl.formatMessage({ id: 'blog.loadError' }) }));
  const sentinel = useInfiniteScroll(more, hasMore && !loadingMore && !error);

  const toggle = (slug: string) => setSelected((current) => toggleCategory(current, slug));

  return (
    <Container>
      <Hero>
        <h1>
          <FormattedMessage id="blog.title" />
        </h1>
        <p>
          <FormattedMessage id="blog.subtitle" />
        </p>
      </Hero>
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'blog.search' })}
        aria-label={intl.formatMessage({ id: 'blog.search' })}
      />
      {categories.loading && !categories.data && <ChipsPlaceholder aria-hidden="true" />}
      {(categories.data?.categories.length ?? 0) > 0 && (
        <Chips role="group" aria-label={intl.formatMessage({ id: 'blog.categories' })}>
          {categories.data?.categories.map((category) => (
            <Chip
              key={category.id}
              type="button"
              $color={category.color}
              $active={selected.includes(category.slug)}
              aria-pressed={selected.includes(category.slug)}
              onClick={() => toggle(category.slug)}
            >
              {category.name}
            </Chip>
          ))}
        </Chips>
      )}
      {loading && !result ? (
        <Grid aria-busy="true" aria-label={intl.formatMessage({ id: 'blog.loading' })}>
          {SKELETON_KEYS.map((key) => (
            <li key={key}>
              <PostCardSkeleton />
            </li>
          ))}
        </Grid>
      ) : error && !result ? (
        <div role="alert">
          <p>
            <FormattedMessage id="blog.loadError" />
          </p>
          <Button type="button" $variant="outline" $size="sm" onClick={() => void refetch()}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </div>
      ) : posts && posts.length === 0 ? (
        <div role="status">
          <h2>
            <FormattedMessage id="blog.empty.title" />
          </h2>
          <p>
            <FormattedMessage id="blog.empty.body" />
          </p>
        </div>
      ) : (
        posts && (
          <>
            <Grid>
              {posts.map((post) => (
                <li key={post.id} lang={post.language}>
                  <PostCard post={post} />
                </li>
              ))}
            </Grid>
            <div ref={sentinel} aria-hidden="true" />
            <LoadMore shown={posts.length} hasMore={hasMore} loadingMore={loadingMore} onLoadMore={more} />
          </>
        )
      )}
    </Container>
  );
}
