import styled, { css, keyframes } from 'styled-components';

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  overflow-y: auto;
  flex: 1;
  min-height: 0;
`;

/** The row holding "Load earlier messages" at the top of a conversation. */
export const Earlier = styled.li`
  align-self: center;
`;

export const Bubble = styled.li<{ $mine: boolean }>`
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.45;
  font-size: 1em;
  ${({ $mine, theme }) =>
    $mine
      ? css`
          align-self: flex-end;
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryForeground};
        `
      : css`
          align-self: flex-start;
          background: ${theme.colors.muted};
          color: ${theme.colors.foreground};
        `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export const Meta = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: 0.75em;
  opacity: 0.75;
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.2; }
  40% { opacity: 1; }
`;

export const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  & > span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  & > span:nth-child(2) {
    animation-delay: 0.2s;
  }
  & > span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    & > span {
      animation: none;
    }
  }
`;

export const Empty = styled.p`
  margin: auto;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
