import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../../components/ui/layout';
import type { PostSummaryFieldsFragment } from '../graphql/PostSummaryFields.generated';
import { formatSiteDate } from '../../../lib/format';
import { CategoryBadge, Meta } from '../blog.styles';

const Box = styled(Card).attrs({ as: 'article' })`
  height: 100%;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  div {
    padding: ${({ theme }) => theme.space[4]};
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: ${({ theme }) => theme.space[2]} 0;
  }
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
  }
`;

interface PostCardProps {
  post: PostSummaryFieldsFragment;
  /** h2 on /blog, h3 under a post (related posts). */
  headingLevel?: 'h2' | 'h3';
}

/** A blog card: image, category badge with its colour, title, excerpt, date, read time, views. */
export function PostCard({ post, headingLevel: Heading = 'h2' }: PostCardProps) {
  const intl = useIntl();
  return (
    <Box>
      {post.featuredImage && <img src={post.featuredImage} alt="" loading="lazy" />}
      <div>
        {post.category && <CategoryBadge $color={post.category.color}>{post.category.name}</CategoryBadge>}
        <Heading>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        {post.excerpt && <p>{post.excerpt}</p>}
        <Meta>
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatSiteDate(intl, post.publishedAt)}</time>}
          <span>
            <FormattedMessage id="blog.readTime" values={{ n: post.readMinutes }} />
          </span>
          <span>
            <FormattedMessage id="blog.views" values={{ n: post.viewCount }} />
          </span>
        </Meta>
      </div>
    </Box>
  );
}
