import styled from 'styled-components';
import { Card } from '../../components/ui/layout';
import { media } from '../../theme/theme';

/** Layout pieces shared by the staff tracking centre and the admin donations page. */

export const PageFrame = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[16]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const Intro = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin-top: -${({ theme }) => theme.space[4]};
`;

/** List on the left, detail on the right from the large breakpoint up. */
export const SplitView = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(320px, 2fr) 3fr;
  }
`;

export const Section = styled(Card).attrs({ as: 'section' })`
  padding: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, auto) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

export const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export const NativeSelect = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
`;

export const FieldLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

export const FormStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;
