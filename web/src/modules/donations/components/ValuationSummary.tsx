import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Card } from '../../../components/ui/layout';
import { VehicleValuationDocument } from '../../valuation/graphql/VehicleValuation.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import { CURRENCY, toKm } from '../../../lib/units';
import type { VehicleValues } from '../wizardValues';

const Box = styled(Card)`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.muted};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.destructive};
`;

interface ValuationSummaryProps {
  vehicle: VehicleValues;
  /** Reports the estimate (decimal dollars) so that the submission carries it. */
  onEstimate: (value: string | null) => void;
}

/** Wizard step 2's valuation of the vehicle from step 1. */
export function ValuationSummary({ vehicle, onEstimate }: ValuationSummaryProps) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const { data, loading, error } = useQuery(VehicleValuationDocument, {
    variables: {
      input: {
        year: Number(vehicle.year),
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim || null,
        mileage: toKm(Number(vehicle.mileage || 0), locale),
        condition: vehicle.condition,
        accidents: vehicle.hasAccidents ? 'major' : 'none',
        location: vehicle.province,
        vin: vehicle.vin || null,
        hasLienOrFinance: vehicle.hasLienOrFinance,
        vehicleType: vehicle.vehicleType,
      },
    },
  });
  const estimate = data?.vehicleValuation.estimatedValue;
  useEffect(() => {
    if (estimate !== undefined) onEstimate(String(estimate));
  }, [estimate, onEstimate]);

  if (loading) return <LoadingState minHeight="120px" messageId="donate.valuation.loading" />;
  if (error || !data) {
    return (
      <ErrorText role="alert">
        <FormattedMessage id="donate.valuation.error" />
      </ErrorText>
    );
  }
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
  const result = data.vehicleValuation;
  return (
    <Box aria-live="polite">
      <span>
        <FormattedMessage id="donate.valuation.title" values={{ vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}` }} />
      </span>
      <strong data-testid="wizard-estimate">{money(result.estimatedValue)}</strong>
      <span>
        <FormattedMessage
          id="donate.valuation.details"
          values={{ low: money(result.marketRange.low), high: money(result.marketRange.high), tax: money(result.taxDeduction) }}
        />
      </span>
    </Box>
  );
}
