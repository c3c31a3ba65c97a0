import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { SmartLink } from './SmartLink';
import { media } from '../../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'onDark' | 'onDarkOutline';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const sizes = {
  sm: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    color: ${({ theme }) => theme.colors.primaryForeground};
    background: ${({ theme }) => theme.gradients.button};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.gradients.buttonHover};
    }
  `,
  secondary: css`
    color: ${({ theme }) => theme.colors.secondaryForeground};
    background: ${({ theme }) => theme.colors.secondary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accentForeground};
    }
  `,
  outline: css`
    color: ${({ theme }) => theme.colors.foreground};
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.input};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accentForeground};
    }
  `,
  ghost: css`
    color: ${({ theme }) => theme.colors.foreground};
    background: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accentForeground};
    }
  `,
  onDark: css`
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.onGradient};
    box-shadow: ${({ theme }) => theme.shadows.md};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.secondary};
    }
  `,
  onDarkOutline: css`
    color: ${({ theme }) => theme.colors.onGradient};
    background: ${({ theme }) => theme.colors.onGradientSurface};
    border-color: ${({ theme }) => theme.colors.onGradientBorder};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.onGradient};
    }
    &:focus-visible {
      outline-color: ${({ theme }) => theme.colors.onGradient};
    }
  `,
};

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  /* on narrow screens and at 200% zoom a long label wraps rather than widening the page (WCAG 1.4.10) */
  ${media.belowMd} {
    white-space: normal;
  }
  transition:
    background ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base},
    transform ${({ theme }) => theme.motion.fast};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Button look for any href: router link for app paths, plain anchor for tel:, mailto: and #anchors off-page. */
export const ButtonSmartLink = styled(SmartLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
