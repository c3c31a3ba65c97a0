import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrentUser } from '../../modules/auth/useCurrentUser';
import { ROLE_LABEL_IDS } from '../../modules/auth/roleMessages';
import { useLogout } from '../../modules/auth/useLogout';
import { visibleLinks } from '../../routing/links';
import { ChevronDownIcon, LogOutIcon } from '../icons/icons';
import { Badge, VisuallyHidden } from '../ui/layout';
import { USER_MENU_LINKS } from './navConfig';
import { Avatar, Identity, MenuItemButton, MenuItemLink, Panel, Trigger, TriggerName, Wrapper } from './UserMenu.styles';

/** Account disclosure: role label, role-gated dashboards (only those that exist), log out here or everywhere. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const links = visibleLinks(USER_MENU_LINKS, { signedIn: true, role: user.role });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const roleLabel = intl.formatMessage({ id: ROLE_LABEL_IDS[user.role] });

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* named by words inside it, not aria-label: the visible initial and name are not the whole name (WCAG 2.5.3) */}
        <VisuallyHidden>{intl.formatMessage({ id: 'userMenu.trigger' }, { username: user.username })}</VisuallyHidden>
        <Avatar aria-hidden="true">{user.username.slice(0, 1).toUpperCase()}</Avatar>
        <TriggerName aria-hidden="true">{user.username}</TriggerName>
        <ChevronDownIcon size={16} />
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <Identity>
          <span>
            <FormattedMessage id="userMenu.signedInAs" />
          </span>
          <strong>{user.username}</strong>
          <Badge $tone="primary">{roleLabel}</Badge>
        </Identity>
        <ul>
          {links.map((link) => (
            <li key={link.key}>
              <MenuItemLink href={link.href} onClick={() => setOpen(false)}>
                <FormattedMessage id={link.labelId} />
              </MenuItemLink>
            </li>
          ))}
          <li>
            <MenuItemButton type="button" onClick={() => void logout()}>
              <LogOutIcon size={16} />
              <FormattedMessage id="userMenu.logout" />
            </MenuItemButton>
          </li>
          <li>
            <MenuItemButton type="button" onClick={() => void logout({ everywhere: true })}>
              <LogOutIcon size={16} />
              <FormattedMessage id="userMenu.signOutEverywhere" />
            </MenuItemButton>
          </li>
        </ul>
      </Panel>
    </Wrapper>
  );
}
