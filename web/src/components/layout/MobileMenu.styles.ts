import { menuItemStyles } from './menuItem.styles';
import styled from 'styled-components';
import { media } from '../../theme/theme';
import { SmartLink } from '../ui/SmartLink';

export const Overlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity ${({ theme }) => theme.motion.base};

  ${media.md} {
    display: none;
  }
`;

export const Drawer = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(340px, 88vw);
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  /* hidden (out of the tab order and the accessibility tree) once the slide-out ends */
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    visibility 0s linear ${({ $open, theme }) => ($open ? '0s' : theme.motion.base)};

  ${media.md} {
    display: none;
  }

  nav ul {
    list-style: none;
    display: grid;
    gap: 2px;
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const DrawerTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
`;

export const UserBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
`;

const itemStyles = menuItemStyles('roomy');

export const Item = styled(SmartLink)`
  ${itemStyles}
`;

export const ItemButton = styled.button`
  ${itemStyles}
`;

export const DrawerFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[6]};
`;
