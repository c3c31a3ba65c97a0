import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Badge, Container } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Prose } from '../../../components/ui/Prose';
import { BlogPostReadDocument } from '../graphql/BlogPostRead.generated';
import { formatDate } from '../../../lib/format';
import { Article, Breadcrumb, CategoryBadge, FeaturedImage, Grid, Meta, Row } from '../blog.styles';
import { postUrl, translationLabelId } from '../blogHelpers';
import { DonateCallToAction } from '../components/DonateCallToAction';
import { NotFoundPanel } from '../components/NotFoundPanel';
import { PostCard } from '../components/PostCard';
import { ShareBar } from '../components/ShareBar';
import { useDocumentTitle } from '../useDocumentTitle';

/** /blog/:slug (spec 000 §2.13): the published post, its share links, related posts, the call to action. */
export function BlogPostPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  // each opening counts a view on the api: ask the network, not the cache
  const { data, loading, error } = useQuery(BlogPostReadDocument, { variables: { slug }, fetchPolicy: 'network-only' });
  const detail = data?.blogPost;
  useDocumentTitle(detail ? (detail.post.seoTitle ?? detail.post.title) : undefined);

  if (loading && !data) return <LoadingState />;
  if (error && !data) {
    return (
      <Container role="alert">
        <p>
          <FormattedMessage id="blog.loadError" />
        </p>
      </Container>
    );
  }
  if (!detail) return <NotFoundPanel kind="post" />;
  const { post, related } = detail;

  return (
    <Container>
      <Breadcrumb aria-label={intl.formatMessage({ id: 'blog.breadcrumb' })}>
        <ol>
          <li>
            <Link to="/">
              <FormattedMessage id="blog.breadcrumb.home" />
            </Link>
          </li>
          <li>
            <Link to="/blog">
              <FormattedMessage id="blog.title" />
            </Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </Breadcrumb>
      <Article lang={post.language}>
        {post.category && <CategoryBadge $color={post.category.color}>{post.category.name}</CategoryBadge>}
        <h1>{post.title}</h1>
        <Meta>
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(intl, post.publishedAt)}</time>}
          <span>
            <FormattedMessage id="blog.readTime" values={{ n: post.readMinutes }} />
          </span>
          <span>
            <FormattedMessage id="blog.views" values={{ n: post.viewCount }} />
          </span>
          {post.author && (
            <span>
              <FormattedMessage id="blog.post.by" values={{ author: post.author }} />
            </span>
          )}
        </Meta>
        {post.translation && (
          <p>
            <Link to={`/blog/${post.translation.slug}`} hrefLang={post.translation.language} lang={post.translation.language}>
              <FormattedMessage id={translationLabelId(post.translation.language)} />
            </Link>
          </p>
        )}
        {post.featuredImage && <FeaturedImage src={post.featuredImage} alt="" />}
        {/* the api sanitises the HTML on save and again when it serves it (an allow-list) */}
        <Prose dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.tags.length > 0 && (
          <Row aria-label={intl.formatMessage({ id: 'blog.post.tags' })}>
            {post.tags.map((tag) => (
              <Badge key={tag.id}>#{tag.name}</Badge>
            ))}
          </Row>
        )}
        <ShareBar url={postUrl(window.location.origin, post.slug)} title={post.title} />
        <DonateCallToAction />
      </Article>
      {related.length > 0 && (
        <section aria-labelledby="related-posts">
          <h2 id="related-posts">
            <FormattedMessage id="blog.post.related" />
          </h2>
          <Grid>
            {related.map((item) => (
              <li key={item.id} lang={item.language}>
                <PostCard post={item} headingLevel="h3" />
              </li>
            ))}
          </Grid>
        </section>
      )}
    </Container>
  );
}
