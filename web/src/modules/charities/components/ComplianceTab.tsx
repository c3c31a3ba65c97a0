import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../components/ui/layout';
import { CharityEnhancedDocument } from '../graphql/CharityEnhanced.generated';
import { count, day, dollars } from '../charityFormat';
import { complianceLabel, complianceTone } from '../charityOptions';
import { Facts } from './Facts';
import { TabState } from './TabState';

/** Compliance: the badge, the T3010 filing, board and funding of the enhanced record (spec 000 §2.10, §9). */
export function ComplianceTab({ selected }: { selected: string | null }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(CharityEnhancedDocument, {
    variables: { registrationNumber: selected ?? '' },
    skip: selected === null,
  });
  const charity = data?.enhancedCharity.charity;
  return (
    <TabState
      selected={selected}
      loading={loading}
      error={error?.message}
      onRetry={() => void refetch()}
      ready={Boolean(charity)}
      emptyId="charities.manage.empty.compliance"
    >
      {charity && (
        <section aria-labelledby="charity-compliance-title">
          <h2 id="charity-compliance-title">
            <FormattedMessage id="charities.manage.tab.compliance" />{' '}
            <Badge $tone={complianceTone(charity.complianceStatus)} data-testid="compliance-badge">
              {complianceLabel(intl, charity.complianceStatus)}
            </Badge>
          </h2>
          <Facts
            facts={[
              {
                label: <FormattedMessage id="charities.manage.t3010Filed" />,
                value: <FormattedMessage id={charity.t3010Filed ? 'charities.yes' : 'charities.no'} />,
              },
              { label: <FormattedMessage id="charities.manage.t3010DueDate" />, value: day(intl, charity.t3010DueDate) },
              { label: <FormattedMessage id="charities.manage.lastFilingDate" />, value: day(intl, charity.lastFilingDate) },
              { label: <FormattedMessage id="charities.verify.fiscalYear" />, value: charity.fiscalYear ?? '—' },
              { label: <FormattedMessage id="charities.manage.boardSize" />, value: count(intl, charity.boardSize) },
              {
                label: <FormattedMessage id="charities.manage.compensatedPositions" />,
                value: count(intl, charity.compensatedPositions),
              },
              {
                label: <FormattedMessage id="charities.finance.governmentFunding" />,
                value: dollars(intl, charity.governmentFunding),
              },
            ]}
          />
        </section>
      )}
    </TabState>
  );
}
