import styled from 'styled-components';
import { Card } from '../../components/ui/layout';

/** A public form's page: one readable column. */
export const FormColumn = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
  }
`;

/** The "*" after a required field's label (the control says "required" to assistive technology). */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** A message about the whole form (preview, rate limit, errors to fix). */
export const Notice = styled.div<{ $tone?: 'info' | 'error' }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.destructive : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.destructiveSoft : theme.colors.muted)};
  p {
    margin: 0;
  }
`;

/** A centred panel: Form Not Found, Form Unavailable, Form Submitted. */
export const StatePanel = styled(Card)`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  h1,
  p {
    margin: 0;
  }
`;

/** Buttons in a row, wrapping. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
