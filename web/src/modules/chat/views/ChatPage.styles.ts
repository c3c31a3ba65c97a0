import styled from 'styled-components';
import { media } from '../../../theme/theme';

export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: 280px 1fr;
  }
`;

export const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

export const SessionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 60vh;
  overflow-y: auto;
`;

export const SessionItem = styled.li<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $current, theme }) => ($current ? theme.colors.accent : 'transparent')};
  & > button:first-child {
    flex: 1;
    min-width: 0;
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.foreground};
    font: inherit;
    cursor: pointer;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  min-height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
`;

export const Conversation = styled.section`
  display: flex;
  flex-direction: column;
  height: min(72vh, 760px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  overflow: hidden;
`;

export const ConversationHeader = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
