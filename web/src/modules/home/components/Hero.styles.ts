import styled from 'styled-components';
import { media } from '../../../theme/theme';

export const HeroBand = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0 ${({ theme }) => theme.space[20]};
  color: ${({ theme }) => theme.colors.onGradient};
  background: ${({ theme }) => theme.gradients.hero};

  ${media.lg} {
    padding: ${({ theme }) => theme.space[20]} 0 calc(${({ theme }) => theme.space[20]} + ${({ theme }) => theme.space[12]});
  }

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.onGradient};
  }
`;

export const Grid = styled.div`
  display: grid;
  /* one column that shrinks to the screen, whatever the content's widest word (WCAG 1.4.10) */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  ${media.lg} {
    grid-template-columns: 1.5fr 1fr;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

export const Copy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[5]};
`;

export const Eyebrow = styled.p`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.onGradientBorder};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.onGradientSurface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1.08;
`;

export const Subtitle = styled.p`
  max-width: 620px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onGradientMuted};
`;

export const CtaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[2]};

  ${media.belowMd} {
    > * {
      width: 100%;
    }
  }
`;

export const TrustPanel = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.onGradientBorder};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.onGradientSurface};
  backdrop-filter: blur(6px);
`;

export const BadgeList = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 1fr;
  }
`;

export const Badge = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.onGradientSurface};
  font-weight: 600;
`;
