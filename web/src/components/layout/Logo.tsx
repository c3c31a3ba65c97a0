import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../theme/theme';
import { CarIcon } from '../icons/icons';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.foreground};
  text-decoration: none;
  min-width: 0;
`;

const Mark = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primaryForeground};
  background: ${({ theme }) => theme.gradients.button};
`;

const Name = styled.span<{ $hideBelowLg: boolean }>`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.01em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  ${media.md} {
    display: ${({ $hideBelowLg }) => ($hideBelowLg ? 'none' : 'inline')};
  }
  ${media.lg} {
    display: inline;
  }
`;

interface LogoProps {
  companyName: string;
  /** Tablet headers are tight: keep only the mark between 768 and 1024 px. */
  compactOnTablet?: boolean;
}

export function Logo({ companyName, compactOnTablet = false }: LogoProps) {
  const intl = useIntl();
  return (
    <Home to="/" aria-label={intl.formatMessage({ id: 'company.logoLabel' }, { company: companyName })}>
      <Mark>
        <CarIcon size={22} />
      </Mark>
      <Name $hideBelowLg={compactOnTablet} aria-hidden="true">
        {companyName}
      </Name>
    </Home>
  );
}
