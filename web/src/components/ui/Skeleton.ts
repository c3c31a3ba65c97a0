import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.5; }`;

/** A grey block the shape of content still loading (hidden from assistive technology by its card). */
export const SkeletonBlock = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space[3]};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
