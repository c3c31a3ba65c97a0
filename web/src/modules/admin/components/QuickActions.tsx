import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { SmartLink } from '../../../components/ui/SmartLink';
import type { AdminLink } from '../adminNav';
import { Panel } from './Dashboard.styles';

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Action = styled(SmartLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.foreground};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  span {
    flex: 1;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** Shortcuts to admin pages; only those that exist are passed in. */
export function QuickActions({ actions }: { actions: readonly AdminLink[] }) {
  return (
    <Panel aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">
        <FormattedMessage id="admin.quickActions.title" />
      </h2>
      <List>
        {actions.map(({ key, href, labelId, icon: Icon }) => (
          <li key={key}>
            <Action href={href}>
              <Icon size={18} />
              <span>
                <FormattedMessage id={labelId} />
              </span>
              <ArrowRightIcon size={16} />
            </Action>
          </li>
        ))}
      </List>
    </Panel>
  );
}
