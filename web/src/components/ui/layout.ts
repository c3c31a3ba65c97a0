import styled from 'styled-components';
import { media } from '../../theme/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};

  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const Badge = styled.span<{ $tone?: 'primary' | 'neutral' | 'warning' | 'success' | 'destructive' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.6;
  letter-spacing: 0.01em;
  ${({ theme, $tone = 'neutral' }) => {
    switch ($tone) {
      case 'primary':
        return `background: ${theme.colors.primary}; color: ${theme.colors.primaryForeground};`;
      case 'warning':
        return `background: ${theme.colors.warningSoft}; color: ${theme.colors.warning}; border: 1px solid ${theme.colors.warning};`;
      case 'success':
        return `background: ${theme.colors.successSoft}; color: ${theme.colors.success};`;
      case 'destructive':
        return `background: ${theme.colors.destructiveSoft}; color: ${theme.colors.destructive}; border: 1px solid ${theme.colors.destructive};`;
      default:
        return `background: ${theme.colors.secondary}; color: ${theme.colors.secondaryForeground};`;
    }
  }}
`;
