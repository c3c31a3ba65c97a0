import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
  }
`;

/** The editor's back link and title. */
export function EditorHeader({ back, title, children }: { back: string; title: ReactNode; children?: ReactNode }) {
  return (
    <Head>
      <Link to={back}>
        <FormattedMessage id="content.editor.back" />
      </Link>
      <h1>{title}</h1>
      {children}
    </Head>
  );
}
