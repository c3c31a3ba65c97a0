import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../components/ui/layout';
import { CharityEnhancedDocument } from '../graphql/CharityEnhanced.generated';
import { dollars } from '../charityFormat';
import { registryStatusLabel } from '../charityOptions';
import { Facts } from './Facts';
import { TabState } from './TabState';

/** Overview: identity, registry status, designation and finances of the enhanced record (spec 000 §2.10). */
export function OverviewTab({ selected }: { selected: string | null }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(CharityEnhancedDocument, {
    variables: { registrationNumber: selected ?? '' },
    skip: selected === null,
  });
  const result = data?.enhancedCharity;
  const charity = result?.charity;
  return (
    <TabState
      selected={selected}
      loading={loading}
      error={error?.message}
      onRetry={() => void refetch()}
      ready={Boolean(charity)}
      emptyId="charities.manage.empty.enhanced"
      emptyText={result?.error}
    >
      {charity && (
        <section aria-labelledby="charity-overview-title">
          <h2 id="charity-overview-title">{charity.name}</h2>
          <p>
            <Badge $tone={result.isValid ? 'success' : 'destructive'}>{registryStatusLabel(intl, charity.registryStatus)}</Badge>
          </p>
          <Facts
            facts={[
              { label: <FormattedMessage id="charities.field.registrationNumber" />, value: charity.registrationNumber },
              { label: <FormattedMessage id="charities.manage.designation" />, value: charity.designation ?? '—' },
              {
                label: <FormattedMessage id="charities.manage.programAreas" />,
                value: charity.programAreas.length ? charity.programAreas.join(', ') : '—',
              },
              { label: <FormattedMessage id="charities.verify.fiscalYear" />, value: charity.fiscalYear ?? '—' },
              { label: <FormattedMessage id="charities.finance.annualRevenue" />, value: dollars(intl, charity.annualRevenue) },
              {
                label: <FormattedMessage id="charities.finance.charitablePurposes" />,
                value: dollars(intl, charity.charitablePurposes),
              },
              {
                label: <FormattedMessage id="charities.finance.fundraisingCosts" />,
                value: dollars(intl, charity.fundraisingCosts),
              },
              {
                label: <FormattedMessage id="charities.finance.administrativeCosts" />,
                value: dollars(intl, charity.administrativeCosts),
              },
              {
                label: <FormattedMessage id="charities.finance.totalExpenditures" />,
                value: dollars(intl, charity.totalExpenditures),
              },
            ]}
          />
        </section>
      )}
    </TabState>
  );
}
