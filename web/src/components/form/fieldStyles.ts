import styled, { css } from 'styled-components';

/** The look shared by the kit's controls: a 44px touch target, the destructive border when invalid. */

export const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
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

/** A text-like input; room on the right for an addon (such as a show-password toggle). */
export const TextInput = styled.input<{ $invalid: boolean; $withAddon: boolean }>`
  ${control}
  padding: 0 ${({ theme, $withAddon }) => ($withAddon ? '48px' : theme.space[3])} 0 ${({ theme }) => theme.space[3]};
`;

export const SelectInput = styled.select<{ $invalid: boolean }>`
  ${control}
  padding: 0 ${({ theme }) => theme.space[3]};
`;

export const TextAreaInput = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 96px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  resize: vertical;
  font: inherit;
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Addon = styled.div`
  position: absolute;
  right: 4px;
`;

export const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

export const HintText = styled.small`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
  }
`;

/** Fields side by side, wrapping on narrow screens; each at the top of its cell (a hint below one field moves no other). */
export const FieldGrid = styled.div`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
`;

/** A frameless fieldset: disabling it (while the form submits) disables every control inside. */
export const FormFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
