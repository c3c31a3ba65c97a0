import type { Role } from '@vdp/shared/auth/roles';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { CarIcon, HomeIcon, LogOutIcon } from '../../../components/icons/icons';
import { LanguageSwitch } from '../../../components/layout/LanguageSwitch';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/layout';
import { visibleLinks } from '../../../routing/links';
import { ROLE_LABEL_IDS } from '../../auth/roleMessages';
import { ADMIN_NAV_LINKS } from '../adminNav';
import { Avatar, Brand, BrandMark, NavList, Sidebar, SidebarFooter, UserCard } from './AdminLayout.styles';

interface AdminSidebarProps {
  username: string;
  role: Role;
  onSignOut: () => void;
}

/** Username, role badge, the admin navigation (existing pages only) and Sign Out. */
export function AdminSidebar({ username, role, onSignOut }: AdminSidebarProps) {
  const intl = useIntl();
  const links = visibleLinks(ADMIN_NAV_LINKS, { signedIn: true, role });

  return (
    <Sidebar>
      <Brand>
        <BrandMark>
          <CarIcon size={20} />
        </BrandMark>
        <FormattedMessage id="admin.panel.title" />
      </Brand>
      <UserCard>
        <Avatar aria-hidden="true">{username.slice(0, 1).toUpperCase()}</Avatar>
        <div>
          <strong>{username}</strong>
          <Badge $tone="primary">{intl.formatMessage({ id: ROLE_LABEL_IDS[role] })}</Badge>
        </div>
      </UserCard>
      <nav aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
        <NavList>
          {links.map(({ key, href, labelId, icon: Icon, exact }) => (
            <li key={key}>
              <NavLink to={href} end={exact}>
                <Icon size={18} />
                <FormattedMessage id={labelId} />
              </NavLink>
            </li>
          ))}
        </NavList>
      </nav>
      <SidebarFooter>
        <LanguageSwitch />
        <ButtonLink to="/" $variant="ghost" $size="sm" $block>
          <HomeIcon size={16} />
          <FormattedMessage id="admin.viewSite" />
        </ButtonLink>
        <Button type="button" $variant="outline" $size="sm" $block onClick={onSignOut}>
          <LogOutIcon size={16} />
          <FormattedMessage id="admin.signOut" />
        </Button>
      </SidebarFooter>
    </Sidebar>
  );
}
