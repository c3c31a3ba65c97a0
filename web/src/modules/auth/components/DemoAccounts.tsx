import type { Role } from '@vdp/shared/auth/roles';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ROLE_LABEL_IDS } from '../roleMessages';

export interface DemoAccount {
  username: string;
  role: Role;
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const List = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const AccountButton = styled.button`
  width: 100%;
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  text-align: left;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Username = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const RoleText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Password = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    color: ${({ theme }) => theme.colors.foreground};
  }
`;

interface DemoAccountsProps {
  accounts: readonly DemoAccount[];
  password: string | null;
  onPick: (account: DemoAccount) => void;
}

/** Demo mode only: the seeded accounts, each filling the form when chosen. */
export function DemoAccounts({ accounts, password, onPick }: DemoAccountsProps) {
  const intl = useIntl();
  return (
    <Section aria-labelledby="demo-accounts-heading">
      <Heading id="demo-accounts-heading">
        <FormattedMessage id="auth.demo.title" />
      </Heading>
      <Hint id="demo-accounts-hint">
        <FormattedMessage id="auth.demo.hint" />
      </Hint>
      <List>
        {accounts.map((account) => {
          const roleLabel = intl.formatMessage({ id: ROLE_LABEL_IDS[account.role] });
          return (
            <li key={account.username}>
              <AccountButton
                type="button"
                // named by its visible text (WCAG 2.5.3); what choosing it does is its description
                aria-describedby="demo-accounts-hint"
                onClick={() => onPick(account)}
              >
                <Username>{account.username}</Username>
                <RoleText>{roleLabel}</RoleText>
              </AccountButton>
            </li>
          );
        })}
      </List>
      {password && (
        <Password>
          <FormattedMessage id="auth.demo.password" values={{ password: <code>{password}</code> }} />
        </Password>
      )}
    </Section>
  );
}
