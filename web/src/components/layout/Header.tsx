import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser } from '../../modules/auth/useCurrentUser';
import { useBusinessInfo } from '../../modules/settings/useBusinessInfo';
import { visibleLinks } from '../../routing/links';
import { MenuIcon } from '../icons/icons';
import { ButtonLink } from '../ui/Button';
import { Actions, Bar, DesktopOnly, Inner, LoginLink, MenuButton, Nav, NavLink } from './Header.styles';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { DONATE_LINK, HEADER_LINKS } from './navConfig';
import { NoticeBellMount } from '../../modules/notices/components/NoticeBellMount';
import { UserMenu } from './UserMenu';

export function Header() {
  const intl = useIntl();
  const { user, role, loading } = useCurrentUser();
  const { companyName } = useBusinessInfo();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const viewer = { signedIn: user !== null, role };
  const navLinks = visibleLinks(HEADER_LINKS, viewer);
  const [donate] = visibleLinks([DONATE_LINK], viewer);
  const [login] = visibleLinks([{ key: 'login', href: '/login', labelId: 'header.login' }], viewer);

  return (
    <Bar>
      <Inner>
        <Logo companyName={companyName} compactOnTablet />
        {navLinks.length > 0 && (
          <Nav aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
            <ul>
              {navLinks.map((link) => (
                <li key={link.key}>
                  <NavLink href={link.href}>
                    <FormattedMessage id={link.labelId} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </Nav>
        )}
        <Actions>
          <DesktopOnly>
            <LanguageSwitch />
            {donate && (
              <ButtonLink to={donate.href} $size="sm">
                <FormattedMessage id={donate.labelId} />
              </ButtonLink>
            )}
          </DesktopOnly>
          <NoticeBellMount />
          {user ? (
            <UserMenu user={user} />
          ) : (
            !loading &&
            login && (
              <DesktopOnly>
                <LoginLink href={login.href}>
                  <FormattedMessage id={login.labelId} />
                </LoginLink>
              </DesktopOnly>
            )
          )}
          <MenuButton
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={intl.formatMessage({ id: 'header.menu.open' })}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={22} />
          </MenuButton>
        </Actions>
      </Inner>
      <MobileMenu
        id="mobile-menu"
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
          menuButtonRef.current?.focus();
        }}
      />
    </Bar>
  );
}
