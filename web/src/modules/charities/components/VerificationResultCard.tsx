import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, Card } from '../../../components/ui/layout';
import { dollars } from '../charityFormat';
import { registryStatusLabel } from '../charityOptions';
import { Facts, type Fact } from './Facts';
import type { VerificationResult } from '../charityForm';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  margin: ${({ theme }) => theme.space[4]} 0;
`;

/** What the registry says about the number: name, status, address and the latest financial filing. */
export function VerificationResultCard({ result }: { result: VerificationResult }) {
  const intl = useIntl();
  const address = result.details?.address;
  const finance = result.details?.financialInfo;
  const place = [address?.streetAddress, address?.city, address?.state, address?.zipCode].filter(Boolean).join(', ');
  const facts: Fact[] = [
    { label: <FormattedMessage id="charities.field.registrationNumber" />, value: result.registrationNumber },
    { label: <FormattedMessage id="charities.verify.registry" />, value: result.registry?.toUpperCase() ?? '—' },
    { label: <FormattedMessage id="charities.field.address" />, value: place || '—' },
  ];
  if (result.details?.programs.length) {
    facts.push({ label: <FormattedMessage id="charities.verify.programs" />, value: result.details.programs.join(', ') });
  }
  if (finance) {
    facts.push(
      { label: <FormattedMessage id="charities.verify.fiscalYear" />, value: String(finance.year) },
      { label: <FormattedMessage id="charities.finance.totalRevenue" />, value: dollars(intl, finance.totalRevenue) },
      { label: <FormattedMessage id="charities.finance.charitablePurposes" />, value: dollars(intl, finance.charitablePurposes) },
      { label: <FormattedMessage id="charities.finance.fundraisingCosts" />, value: dollars(intl, finance.fundraisingCosts) },
    );
  }
  return (
    <Panel role="status" aria-live="polite" data-testid="charity-verification-result">
      <h3>{result.name ?? <FormattedMessage id="charities.verify.noName" />}</h3>
      <div>
        <Badge $tone={result.isValid ? 'success' : 'destructive'}>
          <FormattedMessage id={result.isValid ? 'charities.verify.valid' : 'charities.verify.invalid'} />
        </Badge>{' '}
        <span>{registryStatusLabel(intl, result.status)}</span>
      </div>
      <Facts facts={facts} />
      {result.isValid && !finance && (
        <p>
          <FormattedMessage id="charities.verify.noFinance" />
        </p>
      )}
    </Panel>
  );
}
