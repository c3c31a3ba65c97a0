import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SmartLink } from '../../../components/ui/SmartLink';
import { isLinkAvailable } from '../../../routing/links';
import type { AdminDashboardQuery } from '../graphql/AdminDashboard.generated';
import { OVERVIEW_ITEMS } from '../dashboardFigures';
import { Panel } from './Dashboard.styles';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** How many posts, pages, categories, tags, users, forms and donations there are (spec 001 §2), each linking to its list. */
export function OverviewCounts({ overview }: { overview: AdminDashboardQuery['adminDashboard']['overview'] }) {
  const intl = useIntl();
  return (
    <Panel aria-labelledby="overview-title">
      <h2 id="overview-title">
        <FormattedMessage id="admin.overview.title" />
      </h2>
      <Counts>
        {OVERVIEW_ITEMS.map(({ key, labelId, href }) => (
          <div key={key}>
            <dt>
              {href && isLinkAvailable(href) ? (
                <SmartLink href={href}>
                  <FormattedMessage id={labelId} />
                </SmartLink>
              ) : (
                <FormattedMessage id={labelId} />
              )}
            </dt>
            <dd data-testid={`overview-${key}`}>{intl.formatNumber(overview[key])}</dd>
          </div>
        ))}
      </Counts>
    </Panel>
  );
}
