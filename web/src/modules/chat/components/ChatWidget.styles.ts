import styled, { css } from 'styled-components';

export type WidgetView = 'open' | 'minimized' | 'maximized';

/**
 * The high-contrast palette (the widget's own, whatever the site theme): white and yellow on
 * black, every pair at least 7:1 (WCAG AAA; widgetPalette.test.ts checks).
 */
export const HIGH_CONTRAST = {
  background: '#000000',
  foreground: '#ffffff',
  accent: '#ffeb3b',
  onAccent: '#000000',
} as const;

const hc = HIGH_CONTRAST;

/** Every part of the open widget in the high-contrast palette: header, bubbles, fields, buttons, focus. */
const highContrast = css`
  background: ${hc.background};
  color: ${hc.foreground};
  border: 2px solid ${hc.foreground};
  & header {
    background: ${hc.background};
    color: ${hc.foreground};
    border-bottom: 2px solid ${hc.foreground};
  }
  & li[data-role='user'] {
    background: ${hc.accent};
    color: ${hc.onAccent};
  }
  & li[data-role='assistant'],
  & li[data-streaming],
  & li[data-typing],
  & p {
    background: ${hc.background};
    color: ${hc.foreground};
  }
  & li[data-role='assistant'],
  & li[data-streaming],
  & li[data-typing] {
    border: 2px solid ${hc.foreground};
  }
  & textarea,
  & select,
  & fieldset {
    background: ${hc.background};
    color: ${hc.foreground};
    border-color: ${hc.foreground};
  }
  & textarea::placeholder {
    color: ${hc.foreground};
  }
  & div > button {
    background: ${hc.background};
    color: ${hc.foreground};
    border: 2px solid ${hc.foreground};
  }
  & form button,
  & button[type='submit'] {
    background: ${hc.accent};
    color: ${hc.onAccent};
    border: 2px solid ${hc.accent};
  }
  & *:focus-visible {
    outline: 3px solid ${hc.accent};
    outline-offset: 2px;
  }
`;

export const Launcher = styled.button`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.gradients.button};
  color: ${({ theme }) => theme.colors.primaryForeground};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export const Panel = styled.section<{ $view: WidgetView; $contrast: boolean; $scale: string }>`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - 24px));
  height: min(560px, calc(100vh - 40px));
  font-size: ${({ $scale }) => $scale};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  ${({ $view }) =>
    $view === 'minimized' &&
    css`
      height: auto;
    `}
  ${({ $view }) =>
    $view === 'maximized' &&
    css`
      right: 12px;
      bottom: 12px;
      width: min(900px, calc(100vw - 24px));
      height: calc(100vh - 24px);
    `}
  ${({ $contrast }) => $contrast && highContrast}
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.gradients.button};
  color: ${({ theme }) => theme.colors.primaryForeground};
  & h2 {
    margin: 0;
    font-size: 1em;
    flex: 1;
  }
`;

export const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.2);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
`;

export const LiveRegion = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

export const ClearRow = styled.div`
  display: flex;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
`;
