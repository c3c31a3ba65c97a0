import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { media } from '../../theme/theme';
import type { ToastVariant } from './toastTypes';

const slideIn = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

function variantColors(theme: DefaultTheme, variant: ToastVariant) {
  switch (variant) {
    case 'destructive':
      return css`
        background: ${theme.colors.destructive};
        color: ${theme.colors.destructiveForeground};
        border-color: ${theme.colors.destructive};
      `;
    case 'success':
      return css`
        background: ${theme.colors.success};
        color: ${theme.colors.successForeground};
        border-color: ${theme.colors.success};
      `;
    default:
      return css`
        background: ${theme.colors.card};
        color: ${theme.colors.cardForeground};
        border-color: ${theme.colors.border};
      `;
  }
}

export const Viewport = styled.ol`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  bottom: 0;
  right: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[4]};
  margin: 0;
  list-style: none;
  pointer-events: none;

  ${media.sm} {
    left: auto;
    width: 400px;
    max-width: 100vw;
  }
`;

export const Card = styled.li<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  touch-action: pan-y;
  animation: ${slideIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  ${({ theme, $variant }) => variantColors(theme, $variant)}
`;

export const Title = styled.p`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Description = styled.p`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.92;
`;

export const DismissButton = styled.button<{ $variant: ToastVariant }>`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.8;

  &:hover {
    opacity: 1;
  }
  &:focus-visible {
    outline-color: ${({ theme, $variant }) => ($variant === 'default' ? theme.colors.ring : 'currentColor')};
  }
`;
