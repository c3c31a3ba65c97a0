import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Label } from './fieldStyles';

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[1]};
`;

const RequiredText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  /** Says "(required)" in words beside the label (not only a colour or a star, WCAG 3.3.2). */
  required?: boolean;
}

/**
 * A control's label, with "(required)" beside it when it must be filled. The words sit outside the
 * <label> and are hidden from assistive technology, which hears aria-required on the control
 * instead: the control's accessible name stays its label.
 */
export function FieldLabel({ htmlFor, children, required = false }: FieldLabelProps) {
  if (!required) return <Label htmlFor={htmlFor}>{children}</Label>;
  return (
    <LabelRow>
      <Label htmlFor={htmlFor}>{children}</Label>
      <RequiredWords />
    </LabelRow>
  );
}

/** "(required)" in the reader's language, for sighted readers only (the control carries aria-required). */
export function RequiredWords() {
  return (
    <RequiredText aria-hidden="true">
      <FormattedMessage id="form.required" />
    </RequiredText>
  );
}
