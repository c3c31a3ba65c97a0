import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AlertIcon, CheckIcon, CloseIcon } from '../../../components/icons/icons';
import type { CharityCheckFieldsFragment } from '../graphql/CharityCheckFields.generated';
import { checkText } from '../charityChecks';

export type CheckKind = 'met' | 'blocked' | 'warning';

const Items = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
`;

const Mark = styled.span<{ $kind: CheckKind }>`
  flex-shrink: 0;
  color: ${({ theme, $kind }) =>
    $kind === 'met' ? theme.colors.success : $kind === 'blocked' ? theme.colors.destructive : theme.colors.warning};
`;

const ICONS = { met: CheckIcon, blocked: CloseIcon, warning: AlertIcon } as const;

/** Requirements, restrictions or warnings, each with its icon and its text in the visitor's language. */
export function CheckList({ checks, kind }: { checks: readonly CharityCheckFieldsFragment[]; kind: CheckKind }) {
  const intl = useIntl();
  const Icon = ICONS[kind];
  return (
    <Items>
      {checks.map((check, index) => (
        <li key={`${check.code}-${index}`} data-testid={`check-${check.code}`}>
          <Mark $kind={kind} aria-hidden="true">
            <Icon size={18} />
          </Mark>
          <span>{checkText(intl, check)}</span>
        </li>
      ))}
    </Items>
  );
}
