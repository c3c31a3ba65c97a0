import styled from 'styled-components';

/** The search box above an admin list (give it an aria-label: it has no visible label). */
export const SearchInput = styled.input.attrs({ type: 'search' })`
  min-height: 40px;
  min-width: 280px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: ${({ theme }) => theme.space[4]} 0;
`;
