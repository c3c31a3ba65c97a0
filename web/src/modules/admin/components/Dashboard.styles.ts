import styled from 'styled-components';
import { media } from '../../../theme/theme';

export const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
`;

export const Welcome = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StatsGrid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Columns = styled.div<{ $single: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};

  ${media.xl} {
    grid-template-columns: ${({ $single }) => ($single ? '1fr' : '2fr 1fr')};
  }
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;
