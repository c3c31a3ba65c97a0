import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { createIcon } from '../../../components/icons/Icon';
import { useNoticeCounts } from '../useNoticeCounts';

/* Path data adapted from Lucide (ISC licence). */
const BellIcon = createIcon(
  'Bell',
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
);

const BellLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  color: inherit;
`;

const Count = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructiveForeground};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** The header's bell for a signed-in dealer: the unread count, live; opens the notices page. */
export function NoticeBell() {
  const intl = useIntl();
  const { unread } = useNoticeCounts();
  return (
    <BellLink
      to="/dealer-notices"
      aria-label={intl.formatMessage({ id: 'notices.bell.label' }, { unread })}
      data-testid="notice-bell"
    >
      <BellIcon size={22} aria-hidden />
      {unread > 0 && (
        <Count data-testid="notice-bell-count" aria-hidden>
          {unread}
        </Count>
      )}
    </BellLink>
  );
}
