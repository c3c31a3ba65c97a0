import styled from 'styled-components';

/** The search, filters and New button above an admin content list. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.input};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  > :last-child {
    margin-left: auto;
  }
`;
