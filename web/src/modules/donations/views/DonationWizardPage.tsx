import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components/toast/ToastContext';
import { DonationSubmitDocument } from '../graphql/DonationSubmit.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import { CompleteStep } from '../components/CompleteStep';
import { DonorPage, PageIntro, PageTitle, Panel } from '../../../components/layout/DonorPage';
import { DonorStep } from '../components/DonorStep';
import { StepIndicator } from '../components/StepIndicator';
import { VehicleStep } from '../components/VehicleStep';
import { DONOR_DEFAULTS, prefillFromQuery, submissionInput, type DonorValues, type VehicleValues } from '../wizardValues';

/** A fresh idempotency key per wizard: a retried submission creates one donation. */
const newKey = () =>
  (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

const STEP_TITLES = ['donate.step1.title', 'donate.step2.title', 'donate.step3.title'] as const;

/** /unified-donation: vehicle, then valuation and donor, then done (spec 000 §2.5). */
export function DonationWizardPage() {
  const intl = useIntl();
  const { locale } = useLanguage();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const prefill = useMemo(() => prefillFromQuery(params, locale), [params, locale]);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [vehicle, setVehicle] = useState<VehicleValues>(prefill.vehicle);
  const [donor, setDonor] = useState<DonorValues>(DONOR_DEFAULTS);
  const [estimate, setEstimate] = useState<string | null>(prefill.estimatedValue);
  const [done, setDone] = useState<{ id: number; accessCode: string; charityName: string | null } | null>(null);
  const key = useRef(newKey());
  const [submit] = useMutation(DonationSubmitDocument);
  const onEstimate = useCallback((value: string | null) => setEstimate(value), []);
  // a new step replaces the one whose button had focus: move focus to the step, so Tab goes on from there
  const panel = useRef<HTMLElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    panel.current?.focus();
  }, [step]);

  const handleSubmit = async (values: DonorValues, charityName: string | null) => {
    setDonor(values);
    try {
      const { data } = await submit({
        variables: { input: submissionInput(vehicle, values, { estimatedValue: estimate, locale, key: key.current }) },
      });
      if (!data) throw new Error('no answer');
      setDone({ id: data.donationSubmit.id, accessCode: data.donationSubmit.accessCode, charityName });
      setStep(3);
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'donate.success.title' }),
        description: intl.formatMessage({ id: 'donate.success.description' }),
      });
    } catch {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'donate.error.title' }),
        description: intl.formatMessage({ id: 'donate.error.description' }),
      });
    }
  };

  return (
    <DonorPage>
      <PageTitle>
        <FormattedMessage id="donate.title" />
      </PageTitle>
      <PageIntro>
        <FormattedMessage id="donate.intro" />
      </PageIntro>
      <StepIndicator step={step} />
      <Panel ref={panel} tabIndex={-1} aria-label={intl.formatMessage({ id: STEP_TITLES[step - 1] })}>
        {step === 1 && (
          <VehicleStep
            initialValues={vehicle}
            onNext={(values) => {
              setVehicle(values);
              setStep(2);
            }}
          />
        )}
        {step === 2 && (
          <DonorStep
            vehicle={vehicle}
            initialValues={donor}
            onEstimate={onEstimate}
            onBack={(draft) => {
              setDonor(draft);
              setStep(1);
            }}
            onSubmit={handleSubmit}
          />
        )}
        {step === 3 && done && <CompleteStep donationId={done.id} accessCode={done.accessCode} charityName={done.charityName} />}
      </Panel>
    </DonorPage>
  );
}
