import styled from 'styled-components';
import { media } from '../../../theme/theme';

export const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  & label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  & input,
  & textarea,
  & select {
    min-height: 40px;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.input};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    font: inherit;
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const QuestionCard = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;
