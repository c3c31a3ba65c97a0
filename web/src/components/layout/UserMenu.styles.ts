import { menuItemStyles } from './menuItem.styles';
import styled from 'styled-components';
import { media } from '../../theme/theme';
import { SmartLink } from '../ui/SmartLink';

export const Wrapper = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]} 0 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};

  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
`;

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryForeground};
  background: ${({ theme }) => theme.gradients.button};
`;

export const TriggerName = styled.span`
  display: none;
  max-width: 140px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  ${media.lg} {
    display: inline;
  }
`;

export const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: 260px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }

  ul {
    list-style: none;
    display: grid;
    gap: 2px;
  }
`;

export const Identity = styled.div`
  display: grid;
  justify-items: start;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span:first-child {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  strong {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

const itemStyles = menuItemStyles('compact');

export const MenuItemLink = styled(SmartLink)`
  ${itemStyles}
`;

export const MenuItemButton = styled.button`
  ${itemStyles}
`;
