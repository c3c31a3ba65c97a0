import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
  }
`;

/** An admin list's heading and its main action (New, Create) across from it. */
export function ListHeader({ title, action }: { title: ReactNode; action: ReactNode }) {
  return (
    <Head>
      <h1>{title}</h1>
      {action}
    </Head>
  );
}
