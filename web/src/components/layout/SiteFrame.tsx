import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';
import { SkipLink } from './SkipLink';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  /* the footer starts below the fold, so a page replacing its loading state does not move it on screen (CLS) */
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** The public site's chrome around any content: skip link, sticky header, <main id="main">, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Shell>
      <SkipLink />
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <ScrollManager />
    </Shell>
  );
}
