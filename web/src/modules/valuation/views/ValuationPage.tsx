import { useLazyQuery } from '@apollo/client/react';
import type { VehicleCondition } from '@vdp/shared/vehicles/catalogue';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { VehicleValuationDocument, type ValuationInput } from '../graphql/VehicleValuation.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import { DonorPage, Panel, PageTitle, PageIntro, Actions } from '../../../components/layout/DonorPage';
import { toKm } from '../../../lib/units';
import { ValuationForm } from '../components/ValuationForm';
import { ValuationResultView, type ValuationResultData } from '../components/ValuationResultView';
import { donateHref } from '../donateLink';
import { downloadValuationReport } from '../downloadReport';
import type { ValuationValues } from '../valuationForm';

interface Valued {
  input: ValuationInput;
  values: ValuationValues;
  result: ValuationResultData;
}

/** /vehicle-valuation: the calculator, its result, the donate link and the PDF report (spec 000 §2.6). */
export function ValuationPage() {
  const intl = useIntl();
  const { locale } = useLanguage();
  const { toast } = useToast();
  const [valuate] = useLazyQuery(VehicleValuationDocument, { fetchPolicy: 'network-only' });
  const [valued, setValued] = useState<Valued | null>(null);
  const [downloading, setDownloading] = useState(false);

  const failure = (titleId: 'valuation.error.title' | 'valuation.report.error') =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: titleId }),
      description: intl.formatMessage({ id: 'valuation.error.description' }),
    });

  const handleSubmit = async (values: ValuationValues) => {
    const input: ValuationInput = {
      year: Number(values.year),
      make: values.make,
      model: values.model,
      trim: values.trim || null,
      mileage: toKm(Number(values.mileage), locale),
      condition: values.condition,
      accidents: values.accidents,
      serviceHistory: values.serviceHistory,
      modifications: values.modifications || null,
      location: values.location,
      vin: values.vin || null,
      hasLienOrFinance: values.hasLienOrFinance,
    };
    try {
      const { data } = await valuate({ variables: { input } });
      if (!data) throw new Error('no valuation');
      setValued({ input, values, result: data.vehicleValuation });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'valuation.success.title' }) });
    } catch {
      failure('valuation.error.title');
    }
  };

  const download = async () => {
    if (!valued) return;
    setDownloading(true);
    try {
      await downloadValuationReport(valued.input, locale);
    } catch {
      failure('valuation.report.error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <DonorPage>
      <PageTitle>
        <FormattedMessage id="valuation.title" />
      </PageTitle>
      <PageIntro>
        <FormattedMessage id="valuation.intro" />
      </PageIntro>
      {valued ? (
        <Panel aria-labelledby="valuation-result-title">
          <h2 id="valuation-result-title">
            <FormattedMessage
              id="valuation.result.title"
              values={{ vehicle: `${valued.input.year} ${valued.input.make} ${valued.input.model}` }}
            />
          </h2>
          <ValuationResultView result={valued.result} />
          <Actions>
            <ButtonLink
              to={donateHref({
                year: valued.input.year,
                make: valued.input.make,
                model: valued.input.model,
                trim: valued.input.trim ?? undefined,
                mileageKm: valued.input.mileage,
                condition: valued.values.condition as VehicleCondition,
                vin: valued.input.vin ?? undefined,
                estimatedValue: valued.result.estimatedValue,
              })}
              $size="lg"
            >
              <FormattedMessage id="valuation.donateNow" />
            </ButtonLink>
            <Button
              type="button"
              $variant="outline"
              $size="lg"
              onClick={() => void download()}
              aria-busy={downloading}
              disabled={downloading}
            >
              <FormattedMessage id={downloading ? 'valuation.report.downloading' : 'valuation.report.download'} />
            </Button>
            <Button type="button" $variant="ghost" $size="lg" onClick={() => setValued(null)}>
              <FormattedMessage id="valuation.again" />
            </Button>
          </Actions>
        </Panel>
      ) : (
        <Panel>
          <ValuationForm onSubmit={handleSubmit} />
        </Panel>
      )}
    </DonorPage>
  );
}
