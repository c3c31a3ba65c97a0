import styled from 'styled-components';
import { media } from '../../theme/theme';
import { SmartLink } from '../ui/SmartLink';

export const Wrapper = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: 1fr;

  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
`;

export const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 420px;

  ${media.sm} {
    grid-column: 1 / -1;
  }
  ${media.lg} {
    grid-column: auto;
  }
`;

export const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const Coverage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const Column = styled.nav`
  ul {
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export const FooterLink = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 32px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
    text-decoration: underline;
  }
`;

export const LegalText = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const Bottom = styled.p`
  margin-top: ${({ theme }) => theme.space[10]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;
