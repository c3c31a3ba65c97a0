import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-weight: 600;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: translateY(0);
  }
`;

/** First focusable element of every page: jumps to <main id="main">. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      <FormattedMessage id="app.skipToContent" />
    </Link>
  );
}
