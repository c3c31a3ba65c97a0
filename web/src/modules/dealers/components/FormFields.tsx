import { Field, type FieldProps } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '../../../components/ui/TextField';
import type { MessageId } from '../../../i18n/messages';

/** A Formik text input with its label and error from the catalogs. */
export function FormText({
  name,
  labelId,
  type = 'text',
  hint,
}: {
  name: string;
  labelId: MessageId;
  type?: string;
  hint?: ReactNode;
}) {
  return (
    <Field name={name}>
      {({ field, meta }: FieldProps<string>) => (
        <div>
          <TextField
            {...field}
            type={type}
            label={<FormattedMessage id={labelId} />}
            error={meta.touched ? meta.error : undefined}
          />
          {hint}
        </div>
      )}
    </Field>
  );
}

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: 400;
`;

/** A Formik select. */
export function FormSelect({
  name,
  labelId,
  options,
  placeholderId,
}: {
  name: string;
  labelId: MessageId;
  options: readonly string[];
  placeholderId: MessageId;
}) {
  const intl = useIntl();
  return (
    <Field name={name}>
      {({ field, meta }: FieldProps<string>) => (
        <Label>
          <FormattedMessage id={labelId} />
          <Select {...field} aria-invalid={meta.touched && meta.error ? true : undefined}>
            <option value="">{intl.formatMessage({ id: placeholderId })}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
          {meta.touched && meta.error && (
            <Error role="alert">
              <FormattedMessage id={meta.error as MessageId} />
            </Error>
          )}
        </Label>
      )}
    </Field>
  );
}
