import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '../../../components/ui/layout';
import type { UserCountsQuery } from '../graphql/UserCounts.generated';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const Count = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

const KEYS = ['total', 'admins', 'editors', 'inactive'] as const;

/** Every user, the admins, the editors and the deactivated (one statement on the api). */
export function UserCountCards({ counts }: { counts: UserCountsQuery['userCounts'] | undefined }) {
  const intl = useIntl();
  return (
    <Cards>
      {KEYS.map((key) => (
        <Count key={key}>
          <dt>
            <FormattedMessage id={`users.count.${key}`} />
          </dt>
          <dd data-testid={`user-count-${key}`}>{counts ? intl.formatNumber(counts[key]) : '—'}</dd>
        </Count>
      ))}
    </Cards>
  );
}
