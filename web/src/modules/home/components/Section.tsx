import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../components/ui/layout';
import { media } from '../../../theme/theme';

export const SectionBlock = styled.section<{ $tone?: 'plain' | 'muted' }>`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.muted : theme.colors.background)};

  ${media.md} {
    padding: ${({ theme }) => theme.space[20]} 0;
  }
`;

const Header = styled.div`
  max-width: 680px;
  margin: 0 auto ${({ theme }) => theme.space[10]};
  text-align: center;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

interface SectionProps {
  id?: string;
  tone?: 'plain' | 'muted';
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** A home section with a centred heading; `id` makes it an anchor target (#faq ...). */
export function Section({ id, tone = 'plain', title, subtitle, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <SectionBlock id={id} $tone={tone} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <Container>
        <Header>
          <SectionTitle id={headingId}>{title}</SectionTitle>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Header>
        {children}
      </Container>
    </SectionBlock>
  );
}

export const IconTile = styled.span<{ $size?: number }>`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size = 48 }) => $size}px;
  height: ${({ $size = 48 }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.accent};
`;
