import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AnalyticsData } from '../analyticsView';
import { Panel } from './Panels.styles';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.muted};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

const ITEMS = [
  { key: 'publishedPosts', labelId: 'analytics.content.published' },
  { key: 'draftPosts', labelId: 'analytics.content.draft' },
  { key: 'activeForms', labelId: 'analytics.content.activeForms' },
  { key: 'categories', labelId: 'analytics.content.categories' },
] as const;

/** Published and draft posts, active forms, categories (spec 001 §2 "Analytics dashboard"). */
export function ContentOverview({ content }: { content: AnalyticsData['content'] }) {
  const intl = useIntl();
  return (
    <Panel aria-labelledby="content-title">
      <h2 id="content-title">
        <FormattedMessage id="analytics.content.title" />
      </h2>
      <Counts>
        {ITEMS.map(({ key, labelId }) => (
          <div key={key}>
            <dt>
              <FormattedMessage id={labelId} />
            </dt>
            <dd>{intl.formatNumber(content[key])}</dd>
          </div>
        ))}
      </Counts>
    </Panel>
  );
}
