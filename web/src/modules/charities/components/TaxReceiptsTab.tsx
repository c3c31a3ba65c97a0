import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { InputField } from '../../../components/form/InputField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/layout';
import { CharityEligibilityDocument } from '../graphql/CharityEligibility.generated';
import {
  CharityReceiptValidationDocument,
  type CharityReceiptValidationQuery,
} from '../graphql/CharityReceiptValidation.generated';
import { CheckList } from './CheckList';
import { TabState } from './TabState';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 0 1 240px;
  }
  > button {
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;

const Part = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

type Validation = CharityReceiptValidationQuery['charityReceiptValidation'];

/** Tax Receipts: the charity's eligibility, then whether it may receipt a donation of a given amount (spec 000 §2.10). */
export function TaxReceiptsTab({ selected }: { selected: string | null }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [amount, setAmount] = useState('');
  const [validation, setValidation] = useState<Validation | null>(null);
  const eligibility = useQuery(CharityEligibilityDocument, {
    variables: { registrationNumber: selected ?? '' },
    skip: selected === null,
  });
  const [validate, { loading: validating }] = useLazyQuery(CharityReceiptValidationDocument, { fetchPolicy: 'network-only' });
  const eligible = eligibility.data?.charityEligibility;
  const eligibilityError = eligibility.error?.message;

  // spec 000 §8: a failed eligibility check is also announced as "Validation Error"
  useEffect(() => {
    if (eligibilityError === undefined) return;
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'charities.receipts.validationError.title' }),
      description: eligibilityError || intl.formatMessage({ id: 'charities.receipts.eligibilityFailed' }),
    });
  }, [eligibilityError, toast, intl]);

  const runValidation = async () => {
    if (selected === null || !amount.trim()) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'charities.receipts.validationError.title' }),
        description: intl.formatMessage({ id: 'charities.receipts.validationError.missing' }),
      });
      return;
    }
    try {
      const { data } = await validate({ variables: { registrationNumber: selected, donationAmount: amount.trim() } });
      setValidation(data?.charityReceiptValidation ?? null);
    } catch (error) {
      setValidation(null);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'charities.receipts.receiptError.title' }),
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <div>
      <Part aria-labelledby="charity-eligibility-title">
        <h2 id="charity-eligibility-title">
          <FormattedMessage id="charities.receipts.eligibility" />
        </h2>
        <TabState
          selected={selected}
          loading={eligibility.loading}
          error={
            eligibility.error
              ? eligibility.error.message || intl.formatMessage({ id: 'charities.receipts.eligibilityFailed' })
              : undefined
          }
          onRetry={() => void eligibility.refetch()}
          ready={Boolean(eligible)}
          emptyId="charities.manage.empty.eligibility"
        >
          {eligible && (
            <>
              <p>
                <Badge $tone={eligible.isEligible ? 'success' : 'destructive'} data-testid="eligibility-badge">
                  <FormattedMessage id={eligible.isEligible ? 'charities.receipts.eligible' : 'charities.receipts.notEligible'} />
                </Badge>
              </p>
              <h3>
                <FormattedMessage id="charities.receipts.requirements" />
              </h3>
              <CheckList checks={eligible.requirements} kind="met" />
              {eligible.restrictions.length > 0 && (
                <>
                  <h3>
                    <FormattedMessage id="charities.receipts.restrictions" />
                  </h3>
                  <CheckList checks={eligible.restrictions} kind="blocked" />
                </>
              )}
            </>
          )}
        </TabState>
      </Part>
      <Part aria-labelledby="charity-receipt-title">
        <h2 id="charity-receipt-title">
          <FormattedMessage id="charities.receipts.validate.title" />
        </h2>
        <Row>
          <InputField
            label={<FormattedMessage id="charities.receipts.amount" />}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Button type="button" disabled={validating} aria-busy={validating} onClick={() => void runValidation()}>
            <FormattedMessage id="charities.receipts.validate.button" />
          </Button>
        </Row>
        {validation && (
          <div role="status" aria-live="polite">
            <p>
              <Badge $tone={validation.isAuthorized ? 'success' : 'destructive'} data-testid="receipt-authorized-badge">
                <FormattedMessage
                  id={validation.isAuthorized ? 'charities.receipts.authorized' : 'charities.receipts.notAuthorized'}
                />
              </Badge>
            </p>
            <h3>
              <FormattedMessage id="charities.receipts.receiptRequirements" />
            </h3>
            <CheckList checks={validation.receiptRequirements} kind="met" />
            {validation.warnings.length > 0 && (
              <>
                <h3>
                  <FormattedMessage id="charities.receipts.warnings" />
                </h3>
                <CheckList checks={validation.warnings} kind="warning" />
              </>
            )}
          </div>
        )}
      </Part>
    </div>
  );
}
