import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLE_LABEL_IDS } from '../../modules/auth/roleMessages';
import { useCurrentUser } from '../../modules/auth/useCurrentUser';
import { useLogout } from '../../modules/auth/useLogout';
import { visibleLinks } from '../../routing/links';
import { CloseIcon, LogOutIcon, UserIcon } from '../icons/icons';
import { Badge } from '../ui/layout';
import { LanguageSwitch } from './LanguageSwitch';
import {
  CloseButton,
  Drawer,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  Item,
  ItemButton,
  Overlay,
  UserBlock,
} from './MobileMenu.styles';
import { MOBILE_MENU_LINKS } from './navConfig';
import { useFocusTrap } from './useFocusTrap';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** Side menu below 768 px (spec 000 §2.3): modal, Escape or the overlay closes it, focus stays inside. */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const intl = useIntl();
  const drawerRef = useRef<HTMLDivElement>(null);
  const { user, role } = useCurrentUser();
  const logout = useLogout();
  useFocusTrap(drawerRef, open, onClose);

  const signedIn = user !== null;
  const links = visibleLinks(MOBILE_MENU_LINKS, { signedIn, role });
  const [login] = visibleLinks([{ key: 'login', href: '/login', labelId: 'nav.login' }], { signedIn, role });

  return (
    <>
      <Overlay $open={open} onClick={onClose} aria-hidden="true" />
      <Drawer id={id} ref={drawerRef} $open={open} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <DrawerHeader>
          <DrawerTitle id={`${id}-title`}>
            <FormattedMessage id="header.menu.title" />
          </DrawerTitle>
          <CloseButton type="button" aria-label={intl.formatMessage({ id: 'header.menu.close' })} onClick={onClose}>
            <CloseIcon size={20} />
          </CloseButton>
        </DrawerHeader>
        {user && (
          <UserBlock>
            <UserIcon size={18} />
            <strong>{user.username}</strong>
            <Badge $tone="primary">{intl.formatMessage({ id: ROLE_LABEL_IDS[user.role] })}</Badge>
          </UserBlock>
        )}
        <nav aria-labelledby={`${id}-title`}>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <Item href={link.href} onClick={onClose}>
                  <FormattedMessage id={link.labelId} />
                </Item>
              </li>
            ))}
            <li>
              {signedIn ? (
                <ItemButton
                  type="button"
                  onClick={() => {
                    onClose();
                    void logout();
                  }}
                >
                  <LogOutIcon size={18} />
                  <FormattedMessage id="nav.logout" />
                </ItemButton>
              ) : (
                login && (
                  <Item href={login.href} onClick={onClose}>
                    <FormattedMessage id={login.labelId} />
                  </Item>
                )
              )}
            </li>
            {signedIn && (
              <li>
                <ItemButton
                  type="button"
                  onClick={() => {
                    onClose();
                    void logout({ everywhere: true });
                  }}
                >
                  <LogOutIcon size={18} />
                  <FormattedMessage id="userMenu.signOutEverywhere" />
                </ItemButton>
              </li>
            )}
          </ul>
        </nav>
        <DrawerFooter>
          <LanguageSwitch />
        </DrawerFooter>
      </Drawer>
    </>
  );
}
