import styled from 'styled-components';
import { media } from '../../../theme/theme';

/** Space under each field of the configuration forms. */
export const FieldBox = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
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
