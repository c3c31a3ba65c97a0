import { checkThemeContrast } from '@vdp/shared/themes/contrast';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Badge, Card } from '../../../components/ui/layout';
import { tokenLabelId, type ThemeSummary } from '../themeForm';
import { ButtonRow, Muted, Swatch } from '../themes.styles';

const SWATCH_KEYS = ['primary', 'secondary', 'accent', 'background', 'foreground', 'muted', 'card'] as const;

const Box = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Swatches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Hero = styled.div<{ $gradient: string }>`
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $gradient }) => $gradient};
`;

export interface ThemeCardActions {
  onEdit: (theme: ThemeSummary) => void;
  onActivate: (theme: ThemeSummary) => void;
}

/** One theme of /admin/colors: its swatches, the Active badge, Edit and Activate (not below AA). */
export function ThemeCard({ theme, onEdit, onActivate, busy }: { theme: ThemeSummary; busy: boolean } & ThemeCardActions) {
  const intl = useIntl();
  const readable = checkThemeContrast(theme).every((check) => check.passes);
  const headingId = `theme-${theme.id}-name`;
  const reasonId = `theme-${theme.id}-unreadable`;
  return (
    <Box as="article" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {theme.name}
        {theme.isActive && (
          <Badge $tone="success">
            <FormattedMessage id="themes.list.active" />
          </Badge>
        )}
      </h2>
      {theme.description && <Muted>{theme.description}</Muted>}
      <Swatches aria-label={intl.formatMessage({ id: 'themes.list.swatches' }, { name: theme.name })}>
        {SWATCH_KEYS.map((key) => (
          <li key={key} title={`${intl.formatMessage({ id: tokenLabelId(key) })}: ${theme[key]}`}>
            <Swatch $color={theme[key]} />
          </li>
        ))}
      </Swatches>
      <Hero $gradient={theme.heroGradient} aria-hidden="true" />
      {!readable && (
        <Muted id={reasonId}>
          <FormattedMessage id="themes.list.unreadable" />
        </Muted>
      )}
      <ButtonRow>
        <Button
          type="button"
          $size="sm"
          $variant="outline"
          aria-label={intl.formatMessage({ id: 'themes.list.editNamed' }, { name: theme.name })}
          onClick={() => onEdit(theme)}
        >
          <FormattedMessage id="themes.list.edit" />
        </Button>
        {!theme.isActive && (
          <Button
            type="button"
            $size="sm"
            disabled={!readable || busy}
            aria-describedby={readable ? undefined : reasonId}
            aria-label={intl.formatMessage({ id: 'themes.list.activateNamed' }, { name: theme.name })}
            onClick={() => onActivate(theme)}
          >
            <FormattedMessage id="themes.list.activate" />
          </Button>
        )}
      </ButtonRow>
    </Box>
  );
}
