import { css } from 'styled-components';

/** A full-width menu row (link or button): roomy in the mobile drawer, compact in the user menu. */
export const menuItemStyles = (size: 'roomy' | 'compact') => css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => (size === 'roomy' ? theme.space[3] : theme.space[2])};
  width: 100%;
  min-height: ${size === 'roomy' ? '48px' : '40px'};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => (size === 'roomy' ? theme.fontSizes.md : theme.fontSizes.sm)};
  font-weight: 500;
  text-align: left;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentForeground};
  }
`;
