import styled from 'styled-components';
import { media } from '../../theme/theme';

export const Hero = styled.header`
  padding: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[6]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  p {
    color: ${({ theme }) => theme.colors.mutedForeground};
    margin: 0;
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** The chips' row while the categories load: the list below does not move when they arrive. */
export const ChipsPlaceholder = styled(Chips)`
  min-height: 44px;
`;

export const Chip = styled.button<{ $color: string; $active: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ $color }) => $color};
  background: ${({ $active, $color, theme }) => ($active ? $color : theme.colors.background)};
  color: ${({ $active, theme }) => ($active ? '#fff' : theme.colors.foreground)};
  font-weight: 600;
  cursor: pointer;
`;

export const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const CategoryBadge = styled.span<{ $color: string }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $color }) => $color};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space[2]} 0;
`;

export const Breadcrumb = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin: ${({ theme }) => theme.space[6]} 0;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space[2]};
  }
`;

export const Article = styled.article<{ $width?: string }>`
  max-width: ${({ $width = '760px' }) => $width};
  margin: 0 auto ${({ theme }) => theme.space[12]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: ${({ theme }) => theme.space[3]} 0;
  }
`;

export const FeaturedImage = styled.img`
  width: 100%;
  max-height: 420px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  margin: ${({ theme }) => theme.space[4]} 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0;
`;
