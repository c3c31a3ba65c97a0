import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, Card } from '../../../components/ui/layout';
import type { VehicleValuationQuery } from '../graphql/VehicleValuation.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import { factorId, impactId, recommendationId } from '../../../lib/messageIds';
import { CURRENCY, fromKm } from '../../../lib/units';

export type ValuationResultData = VehicleValuationQuery['vehicleValuation'];

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Figure = styled(Card)`
  padding: ${({ theme }) => theme.space[5]};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const FactorRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const TONE = { positive: 'success', negative: 'warning', neutral: 'neutral' } as const;

/** Estimated value, range, tax savings, factors, recommendations and comparables (spec 000 §2.6). */
export function ValuationResultView({ result }: { result: ValuationResultData }) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
  return (
    <div>
      <Grid as="dl">
        <Figure>
          <dt>
            <FormattedMessage id="valuation.result.estimated" />
          </dt>
          <dd data-testid="estimated-value">{money(result.estimatedValue)}</dd>
        </Figure>
        <Figure>
          <dt>
            <FormattedMessage id="valuation.result.range" />
          </dt>
          <dd>
            <FormattedMessage
              id="valuation.result.rangeValue"
              values={{ low: money(result.marketRange.low), high: money(result.marketRange.high) }}
            />
          </dd>
        </Figure>
        <Figure>
          <dt>
            <FormattedMessage id="valuation.result.tax" />
          </dt>
          <dd>{money(result.taxDeduction)}</dd>
        </Figure>
      </Grid>
      {result.outcomesUsed > 0 && (
        <p>
          <FormattedMessage id="valuation.result.outcomesUsed" values={{ count: result.outcomesUsed }} />
        </p>
      )}
      <Section>
        <h3>
          <FormattedMessage id="valuation.result.factors" />
        </h3>
        <ul>
          {result.factors.map((factor) => (
            <FactorRow key={factor.key}>
              <FormattedMessage id={factorId(factor.key)} />
              <Badge $tone={TONE[factor.impact as keyof typeof TONE] ?? 'neutral'}>
                <FormattedMessage id={impactId(factor.impact)} />
                {factor.effectPercent !== 0 &&
                  ` ${intl.formatNumber(factor.effectPercent / 100, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 })}`}
              </Badge>
            </FactorRow>
          ))}
        </ul>
      </Section>
      <Section>
        <h3>
          <FormattedMessage id="valuation.result.recommendations" />
        </h3>
        <ul>
          {result.recommendations.map((item) => (
            <li key={item.key}>
              <FormattedMessage id={recommendationId(item.key)} />
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <h3>
          <FormattedMessage id="valuation.result.comparables" />
        </h3>
        <ul>
          {result.comparableVehicles.map((car, index) => (
            <li key={`${car.year}-${car.mileage}-${index}`}>
              <FormattedMessage
                id="valuation.result.comparable"
                values={{
                  vehicle: `${car.year} ${car.make} ${car.model}`,
                  mileage: intl.formatNumber(fromKm(car.mileage, locale)),
                  price: money(car.price),
                }}
              />{' '}
              <Badge $tone={car.source === 'outcome' ? 'primary' : 'neutral'}>
                <FormattedMessage
                  id={car.source === 'outcome' ? 'valuation.result.sourceOutcome' : 'valuation.result.sourceModel'}
                />
              </Badge>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
