import styled from 'styled-components';
import { Card } from '../ui/layout';

/** Page frame shared by the donor journey's pages (valuation, wizard, tracking). */
export const DonorPage = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[16]};
  display: grid;
  /* a track that shrinks to the screen: a wide select or step list does not widen the page (WCAG 1.4.10) */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const PageIntro = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin-top: -${({ theme }) => theme.space[3]};
`;

export const Panel = styled(Card).attrs({ as: 'section' })`
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
