import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/layout';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.muted};
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
`;

export const Panel = styled(Card)`
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Header = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const IconBadge = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primaryForeground};
  background: ${({ theme }) => theme.gradients.button};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    text-decoration: underline;
  }
`;
