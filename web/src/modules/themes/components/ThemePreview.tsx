import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { ThemeProvider } from 'styled-components';
import { buildTheme } from '../../../theme/theme';
import type { ThemeTokens } from '../../../theme/tokens';
import { Panel } from '../themes.styles';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
`;

const Hero = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onGradient};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

type Tone = 'primary' | 'secondary' | 'accent';
const FOREGROUND = { primary: 'primaryForeground', secondary: 'secondaryForeground', accent: 'accentForeground' } as const;

/** A sample button: drawn as the site draws its own, but it does nothing. */
const SampleButton = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme, $tone }) => theme.colors[FOREGROUND[$tone]]};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const GradientButton = styled(SampleButton)`
  background: ${({ theme }) => theme.gradients.button};
  &:hover {
    background: ${({ theme }) => theme.gradients.buttonHover};
  }
`;

const SampleCard = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const MutedBlock = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const SampleInput = styled.span`
  display: block;
  min-height: 40px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.input};
  outline: 3px solid ${({ theme }) => theme.colors.ring};
  outline-offset: 2px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** The form's values drawn live: hero gradient, buttons, a card, muted and body text, an input with its focus ring. */
export function ThemePreview({ tokens }: { tokens: ThemeTokens }) {
  const theme = useMemo(() => buildTheme(tokens), [tokens]);
  return (
    <Panel as="section" aria-labelledby="theme-preview-title">
      <h3 id="theme-preview-title">
        <FormattedMessage id="themes.preview.title" />
      </h3>
      <ThemeProvider theme={theme}>
        <Frame data-testid="theme-preview">
          <Hero data-testid="theme-preview-hero">
            <strong>
              <FormattedMessage id="themes.preview.heroTitle" />
            </strong>
            <span>
              <FormattedMessage id="themes.preview.heroText" />
            </span>
          </Hero>
          <Row>
            <SampleButton $tone="primary" data-testid="theme-preview-primary">
              <FormattedMessage id="themes.preview.primary" />
            </SampleButton>
            <SampleButton $tone="secondary">
              <FormattedMessage id="themes.preview.secondary" />
            </SampleButton>
            <SampleButton $tone="accent">
              <FormattedMessage id="themes.preview.accent" />
            </SampleButton>
            <GradientButton $tone="primary">
              <FormattedMessage id="themes.preview.gradientButton" />
            </GradientButton>
          </Row>
          <SampleCard>
            <strong>
              <FormattedMessage id="themes.preview.cardTitle" />
            </strong>
            <span>
              <FormattedMessage id="themes.preview.cardText" />
            </span>
          </SampleCard>
          <MutedBlock>
            <FormattedMessage id="themes.preview.mutedText" />
          </MutedBlock>
          <p>
            <FormattedMessage id="themes.preview.bodyText" />
          </p>
          <MutedText>
            <FormattedMessage id="themes.preview.mutedText" />
          </MutedText>
          <SampleInput>
            <FormattedMessage id="themes.preview.input" />
          </SampleInput>
        </Frame>
      </ThemeProvider>
    </Panel>
  );
}
