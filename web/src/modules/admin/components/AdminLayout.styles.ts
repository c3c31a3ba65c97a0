import styled from 'styled-components';
import { media } from '../../../theme/theme';

export const AdminShell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.muted};

  ${media.lg} {
    padding-left: ${({ theme }) => theme.layout.sidebarWidth};
  }
`;

export const AdminMain = styled.main`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};

  ${media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
  ${media.xl} {
    padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[12]};
  }
`;

export const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.card};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.lg} {
    position: fixed;
    inset: 0 auto 0 0;
    width: ${({ theme }) => theme.layout.sidebarWidth};
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    overflow-y: auto;
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const BrandMark = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primaryForeground};
  background: ${({ theme }) => theme.gradients.button};
`;

export const UserCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  min-width: 0;

  div {
    display: grid;
    justify-items: start;
    gap: 2px;
    min-width: 0;
  }
  strong {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Avatar = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryForeground};
  background: ${({ theme }) => theme.colors.primary};
`;

export const NavList = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};

  ${media.lg} {
    flex-direction: column;
    flex-wrap: nowrap;
  }

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accentForeground};
    background: ${({ theme }) => theme.colors.accent};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryForeground};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const SidebarFooter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${media.lg} {
    margin-top: auto;
  }
`;
