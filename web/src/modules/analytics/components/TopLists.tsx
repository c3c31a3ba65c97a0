import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SmartLink } from '../../../components/ui/SmartLink';
import { isLinkAvailable } from '../../../routing/links';
import type { AnalyticsData } from '../analyticsView';
import { Muted, Panel } from './Panels.styles';

const List = styled.ol`
  list-style: none;
  display: grid;
  counter-reset: rank;

  li {
    counter-increment: rank;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li::before {
    content: counter(rank);
    flex-shrink: 0;
    width: 1.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Figure = styled.span`
  flex-shrink: 0;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Swatch = styled.span<{ $color: string }>`
  flex-shrink: 0;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

/** The 5 most viewed posts, each linking to its editor when that page exists. */
export function TopPosts({ posts }: { posts: AnalyticsData['topPosts'] }) {
  return (
    <Panel aria-labelledby="top-posts-title">
      <h2 id="top-posts-title">
        <FormattedMessage id="analytics.topPosts.title" />
      </h2>
      {posts.length === 0 ? (
        <Muted role="status">
          <FormattedMessage id="analytics.topPosts.empty" />
        </Muted>
      ) : (
        <List data-testid="top-posts">
          {posts.map((post) => {
            const href = `/admin/posts/${post.id}/edit`;
            return (
              <li key={post.id}>
                <Name>{isLinkAvailable(href) ? <SmartLink href={href}>{post.title}</SmartLink> : post.title}</Name>
                <Figure>
                  <FormattedMessage id="analytics.topPosts.views" values={{ count: post.viewCount }} />
                </Figure>
              </li>
            );
          })}
        </List>
      )}
    </Panel>
  );
}

/** The 5 categories with the most posts, with their share of every post. */
export function TopCategories({ categories }: { categories: AnalyticsData['topCategories'] }) {
  const intl = useIntl();
  return (
    <Panel aria-labelledby="top-categories-title">
      <h2 id="top-categories-title">
        <FormattedMessage id="analytics.topCategories.title" />
      </h2>
      {categories.length === 0 ? (
        <Muted role="status">
          <FormattedMessage id="analytics.topCategories.empty" />
        </Muted>
      ) : (
        <List data-testid="top-categories">
          {categories.map((category) => (
            <li key={category.id}>
              <Swatch $color={category.color} aria-hidden="true" />
              <Name>{category.name}</Name>
              <Figure>
                <FormattedMessage
                  id="analytics.topCategories.posts"
                  values={{
                    count: category.postCount,
                    share: intl.formatNumber(category.share, { style: 'percent', maximumFractionDigits: 1 }),
                  }}
                />
              </Figure>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
