import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ActiveThemeDocument } from '../../../theme/graphql/ActiveTheme.generated';
import { ColorThemeActivateDocument } from '../graphql/ColorThemeActivate.generated';
import { ColorThemeCreateDocument } from '../graphql/ColorThemeCreate.generated';
import { ColorThemeListDocument } from '../graphql/ColorThemeList.generated';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DEFAULT_THEME_TOKENS } from '../../../theme/tokens';
import { newThemeValues, themeInput } from '../themeForm';
import { AdminColorsPage } from './AdminColorsPage';

const theme = (id: string, name: string, isActive: boolean, mutedForeground = DEFAULT_THEME_TOKENS.mutedForeground) => ({
  __typename: 'ColorTheme' as const,
  id,
  name,
  description: null,
  isActive,
  ...DEFAULT_THEME_TOKENS,
  mutedForeground,
});

const BLUE = theme('blue', 'Blue', true);
const FOREST = theme('forest', 'Forest', false);
const PALE = theme('pale', 'Pale', false, 'hsl(215, 16%, 70%)');

const list = (themes: ReturnType<typeof theme>[]): MockLink.MockedResponse => ({
  request: { query: ColorThemeListDocument },
  result: { data: { colorThemes: themes } },
});
const active: MockLink.MockedResponse = { request: { query: ActiveThemeDocument }, result: { data: { activeTheme: null } } };

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AreaMessages area="themes">
      <MockedProvider mocks={mocks}>
        <AdminColorsPage />
      </MockedProvider>
    </AreaMessages>,
    { route: '/admin/colors' },
  );
}

describe('/admin/colors', () => {
  beforeAll(() => loadArea('themes', 'en'));

  it('shows each theme with its swatches, the Active badge, and Activate only for a readable inactive theme', async () => {
    renderPage([list([BLUE, FOREST, PALE])]);
    const blue = await screen.findByRole('article', { name: /Blue/ });
    expect(within(blue).getByText('Active')).toBeTruthy();
    expect(within(blue).queryByRole('button', { name: 'Activate Blue' })).toBeNull();
    expect(within(blue).getByRole('list', { name: 'Colours of Blue' }).children).toHaveLength(7);
    const forest = screen.getByRole('article', { name: /Forest/ });
    expect(within(forest).getByRole('button', { name: 'Activate Forest' })).toHaveProperty('disabled', false);
    const pale = screen.getByRole('article', { name: /Pale/ });
    expect(within(pale).getByRole('button', { name: 'Activate Pale' })).toHaveProperty('disabled', true);
    expect(within(pale).getByText('Text contrast below AA: fix the colours before activating')).toBeTruthy();
  });

  it('activates a theme, or says it failed with the server reason', async () => {
    const user = userEvent.setup();
    renderPage([
      list([BLUE, FOREST]),
      {
        request: { query: ColorThemeActivateDocument, variables: { id: 'forest' } },
        result: { errors: [new GraphQLError('Text would be hard to read: mutedForeground on muted (4.28:1)')] },
      },
      {
        request: { query: ColorThemeActivateDocument, variables: { id: 'forest' } },
        result: { data: { activateColorTheme: { ...FOREST, isActive: true } } },
      },
      list([
        { ...BLUE, isActive: false },
        { ...FOREST, isActive: true },
      ]),
      active,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Activate Forest' }));
    expect(await screen.findByText('Failed to activate color theme')).toBeTruthy();
    expect(screen.getByText(/mutedForeground on muted \(4\.28:1\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activate Forest' }));
    expect(await screen.findByText('Color theme activated')).toBeTruthy();
  });

  it('creates a theme from the current colours, checking each pair live', async () => {
    const user = userEvent.setup();
    const values = { ...newThemeValues(DEFAULT_THEME_TOKENS), name: 'Forest' };
    renderPage([
      list([BLUE]),
      {
        request: { query: ColorThemeCreateDocument, variables: { input: themeInput(values) } },
        result: { data: { createColorTheme: FOREST } },
      },
      list([BLUE, FOREST]),
      active,
    ]);
    await user.click(await screen.findByRole('button', { name: 'New Theme' }));
    expect(screen.getByRole('heading', { name: 'New color theme' })).toBeTruthy();
    expect(screen.getByText('Every pair meets AA: this theme can be activated.')).toBeTruthy();

    const muted = screen.getByLabelText('Muted foreground');
    await user.clear(muted);
    await user.type(muted, 'hsl(215, 16%, 70%)');
    expect(within(screen.getByTestId('contrast-mutedForeground-muted')).getByText('Fail')).toBeTruthy();
    expect(screen.getByText('2 pairs are below AA: this theme cannot be activated.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Every pair meets AA: this theme can be activated.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Forest');
    await user.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByText('Color theme created')).toBeTruthy();
    expect(await screen.findByRole('article', { name: /Forest/ })).toBeTruthy();
  });
});
