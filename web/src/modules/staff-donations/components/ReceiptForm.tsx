import { RECEIPT_LANGUAGES, STAFF_LIMITS } from '@vdp/shared/donations/donation.constants';
import { receiptFormSchema, type ReceiptFormRequest } from '@vdp/shared/validation/receipt.schema';
import { type FormikHelpers } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { formatMoney } from '../../../lib/format';
import { RECEIPT_INITIAL, type ReceiptFormValues } from '../receiptForm';
import { FormGrid, FormStack, Meta } from '../styles';

const More = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
  & > div {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

interface ReceiptFormProps {
  /** The donation's final value, offered as the receipt value. */
  finalValue?: string | null;
  /** The number of the receipt a new one would replace. */
  replaces?: string | null;
  /** The donor's language (kept with the donation): the receipt's unless staff pick the other. */
  donorLanguage?: string | null;
  /** Resolves true when the receipt was generated (the form then clears). */
  onSubmit: (request: ReceiptFormRequest) => Promise<boolean>;
}

/**
 * Value, notes, send-e-mail switch and language, plus what an official receipt needs in some
 * cases (advantage, appraiser, the day the gift was received); Generate stays disabled until a
 * value is entered (spec 000 §5).
 */
export function ReceiptForm({ finalValue, replaces, donorLanguage, onSubmit }: ReceiptFormProps) {
  const intl = useIntl();
  const languages = RECEIPT_LANGUAGES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `staff.receipt.language.${value}` }),
  }));
  const submit = async (values: ReceiptFormValues, helpers: FormikHelpers<ReceiptFormValues>) => {
    if (await onSubmit(receiptFormSchema.cast(values))) helpers.resetForm();
  };
  return (
    <Formik
      initialValues={{ ...RECEIPT_INITIAL, language: donorLanguage === 'fr' ? 'fr' : 'en' }}
      validationSchema={receiptFormSchema}
      onSubmit={submit}
    >
      {({ values, isSubmitting, setFieldValue }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'staff.receipt.formTitle' })}>
          <FormStack>
            <FormGrid>
              <TextField
                name="receiptValue"
                inputMode="decimal"
                autoComplete="off"
                label={<FormattedMessage id="staff.receipt.value" />}
                placeholder={intl.formatNumber(0, { minimumFractionDigits: 2 })}
              />
              <SelectField name="language" label={<FormattedMessage id="staff.receipt.language" />} options={languages} />
            </FormGrid>
            {finalValue && (
              <Meta>
                <FormattedMessage id="staff.receipt.finalValue" values={{ amount: formatMoney(intl, finalValue) }} />{' '}
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  onClick={() => void setFieldValue('receiptValue', Number(finalValue).toFixed(2))}
                >
                  <FormattedMessage id="staff.receipt.useFinalValue" />
                </Button>
              </Meta>
            )}
            <TextAreaField
              name="notes"
              label={<FormattedMessage id="staff.receipt.notes" />}
              maxLength={STAFF_LIMITS.notes}
              rows={2}
            />
            <More>
              <summary>
                <FormattedMessage id="staff.receipt.more" />
              </summary>
              <FormGrid>
                <TextField
                  name="advantageAmount"
                  inputMode="decimal"
                  autoComplete="off"
                  label={<FormattedMessage id="staff.receipt.advantageAmount" />}
                />
                <TextField
                  name="advantageDescription"
                  maxLength={STAFF_LIMITS.address}
                  label={<FormattedMessage id="staff.receipt.advantageDescription" />}
                />
                <TextField
                  name="appraiserName"
                  maxLength={STAFF_LIMITS.text}
                  label={<FormattedMessage id="staff.receipt.appraiserName" />}
                />
                <TextField
                  name="appraiserAddress"
                  maxLength={STAFF_LIMITS.address}
                  label={<FormattedMessage id="staff.receipt.appraiserAddress" />}
                />
                <TextField
                  name="giftReceivedDate"
                  type="date"
                  max={new Date().toISOString().slice(0, 10)}
                  label={<FormattedMessage id="staff.receipt.giftDate" />}
                />
              </FormGrid>
            </More>
            <SwitchField name="sendEmail" label={<FormattedMessage id="staff.receipt.sendEmail" />} />
            {replaces && (
              <Meta>
                <FormattedMessage id="staff.receipt.replacesNote" values={{ number: replaces }} />
              </Meta>
            )}
            <div>
              <Button type="submit" disabled={!values.receiptValue.trim() || isSubmitting} aria-busy={isSubmitting}>
                <FormattedMessage id={isSubmitting ? 'staff.receipt.generating' : 'staff.receipt.submit'} />
              </Button>
            </div>
          </FormStack>
        </Form>
      )}
    </Formik>
  );
}
