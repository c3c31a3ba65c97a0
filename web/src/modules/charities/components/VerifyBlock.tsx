import { useLazyQuery } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CHARITY_NUMBER_EXAMPLES } from '@vdp/shared/charities/charity-number';
import { InputField } from '../../../components/form/InputField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { CharityVerifyDetailedDocument } from '../graphql/CharityVerifyDetailed.generated';
import { CharityVerifyDocument } from '../graphql/CharityVerify.generated';
import { prefillFromVerification, type CharityRegistrationValues, type VerificationResult } from '../charityForm';
import { registryStatusLabel } from '../charityOptions';
import { VerificationResultCard } from './VerificationResultCard';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 260px;
  }
  > button {
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;

/**
 * The registry check above the registration form (spec 000 §2.9): the basic verify, then the
 * detailed one only after a valid basic answer (its failure is ignored: the basic answer stands);
 * a valid result pre-fills the form.
 */
export function VerifyBlock() {
  const intl = useIntl();
  const { toast } = useToast();
  const { values, setValues } = useFormikContext<CharityRegistrationValues>();
  const [number, setNumber] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<VerificationResult | null>(null);
  const [verify] = useLazyQuery(CharityVerifyDocument, { fetchPolicy: 'network-only' });
  const [verifyDetailed] = useLazyQuery(CharityVerifyDetailedDocument, { fetchPolicy: 'network-only' });

  const run = async () => {
    const registrationNumber = number.trim();
    if (!registrationNumber) return;
    setRunning(true);
    try {
      const { data } = await verify({ variables: { registrationNumber } });
      if (!data) throw new Error(intl.formatMessage({ id: 'charities.verify.error.fallback' }));
      let found: VerificationResult = { ...data.verifyCharity, details: null };
      if (found.isValid) {
        try {
          const detailed = await verifyDetailed({ variables: { registrationNumber } });
          if (detailed.data) found = detailed.data.verifyCharityDetailed.charity;
        } catch {
          // the detailed record is a bonus: the basic answer already says it is valid
        }
        await setValues({
          ...prefillFromVerification(values, found),
          registrationNumber: values.registrationNumber.trim() || found.registrationNumber,
        });
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: 'charities.verify.success.title' }),
          description: intl.formatMessage({ id: 'charities.verify.success.description' }, { name: found.name ?? '' }),
        });
      } else {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'charities.verify.failed.title' }),
          description: intl.formatMessage(
            { id: 'charities.verify.failed.description' },
            { status: registryStatusLabel(intl, found.status) },
          ),
        });
      }
      setResult(found);
    } catch (error) {
      setResult(null);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'charities.verify.error.title' }),
        description: error instanceof Error ? error.message : intl.formatMessage({ id: 'charities.verify.error.fallback' }),
      });
    } finally {
      setRunning(false);
    }
  };

  return (
    <section aria-labelledby="charity-verify-title">
      <h2 id="charity-verify-title">
        <FormattedMessage id="charities.verify.title" />
      </h2>
      <p>
        <FormattedMessage id="charities.verify.intro" />
      </p>
      <Row>
        <InputField
          label={<FormattedMessage id="charities.verify.number" />}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void run();
            }
          }}
          hint={<FormattedMessage id="charities.verify.hint" values={CHARITY_NUMBER_EXAMPLES} />}
          autoComplete="off"
        />
        <Button type="button" disabled={!number.trim() || running} aria-busy={running} onClick={() => void run()}>
          <FormattedMessage id={running ? 'charities.verify.running' : 'charities.verify.button'} />
        </Button>
      </Row>
      {result && <VerificationResultCard result={result} />}
    </section>
  );
}
