import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { isMessageId } from '../../i18n/messages';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input<{ $invalid: boolean; $withAddon: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme, $withAddon }) => ($withAddon ? '48px' : theme.space[3])} 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.input)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.ring};
    box-shadow:
      0 0 0 3px ${({ theme }) => theme.colors.accent},
      0 0 0 1px ${({ theme }) => theme.colors.ring};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

const Addon = styled.div`
  position: absolute;
  right: 4px;
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** A message id (or text) to show under the field. */
  error?: string;
  /** A control inside the field's right edge, such as a show-password toggle. */
  addon?: ReactNode;
}

/** Labelled input with its error tied to it by aria-describedby. */
export function TextField({ label, error, addon, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <Input
          id={id}
          $invalid={Boolean(error)}
          $withAddon={Boolean(addon)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {addon && <Addon>{addon}</Addon>}
      </InputRow>
      {error && <ErrorText id={errorId}>{isMessageId(error) ? <FormattedMessage id={error} /> : error}</ErrorText>}
    </Field>
  );
}
