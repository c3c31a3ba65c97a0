import styled from 'styled-components';
import { media } from '../../../theme/theme';

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, 1fr);
  margin-bottom: ${({ theme }) => theme.space[6]};
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-weight: 600;
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: 1.75rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  margin-bottom: ${({ theme }) => theme.space[6]};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space[4]};
  & label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  & input,
  & select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.input};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    font: inherit;
  }
`;

export const Badge = styled.span<{ $on: boolean }>`
  display: inline-block;
  padding: 1px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  background: ${({ $on, theme }) => ($on ? theme.colors.successSoft : theme.colors.muted)};
  color: ${({ $on, theme }) => ($on ? theme.colors.success : theme.colors.mutedForeground)};
`;

export const EmptyState = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};
  & strong {
    display: block;
    color: ${({ theme }) => theme.colors.foreground};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space[4]};
  & button {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.foreground};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  & button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
