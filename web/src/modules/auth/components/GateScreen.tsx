import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/layout';

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const IconBadge = styled.div<{ $tone: 'primary' | 'destructive' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: 50%;
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.destructive)};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.accent : theme.colors.destructiveSoft)};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.mutedForeground};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

interface GateScreenProps {
  icon: ReactNode;
  tone: 'primary' | 'destructive';
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}

/** The frame shared by the Login Required and Access Denied screens. */
export function GateScreen({ icon, tone, title, children, actions }: GateScreenProps) {
  return (
    <Wrapper>
      <Panel>
        <IconBadge $tone={tone}>{icon}</IconBadge>
        <Title>{title}</Title>
        <Body>{children}</Body>
        <Actions>{actions}</Actions>
      </Panel>
    </Wrapper>
  );
}
