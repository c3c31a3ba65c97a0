import styled from 'styled-components';
import { Card } from '../../components/ui/layout';

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

/** A titled block of the editor (fields, preview, contrast). */
export const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** One colour of a theme, drawn as a small square (its name is the list's label). */
export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $color }) => $color};
`;
