import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { LanguageSwitch } from '../components/layout/LanguageSwitch';
import { buildTheme } from '../theme/theme';
import { DEFAULT_THEME_TOKENS } from '../theme/tokens';
import { I18nProvider } from './I18nProvider';
import { useLanguage } from './LanguageContext';
import { detectLocale, LOCALE_STORAGE_KEY } from './locales';

function Page() {
  return (
    <ThemeProvider theme={buildTheme(DEFAULT_THEME_TOKENS)}>
      <LanguageSwitch />
      <p>
        <FormattedMessage id="vehicle.region.label" />
      </p>
    </ThemeProvider>
  );
}

describe('language', () => {
  it('is French when the browser language starts with fr, otherwise English', () => {
    expect(detectLocale('fr-CA')).toBe('fr');
    expect(detectLocale('FR')).toBe('fr');
    expect(detectLocale('en-US')).toBe('en');
    expect(detectLocale('de-DE')).toBe('en');
    expect(detectLocale(undefined)).toBe('en');
  });

  it('switches at once, is remembered and sets <html lang>', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="en">
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByText('State')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-CA');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByText('Province')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.title).toContain('Donnez votre véhicule');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(screen.getByRole('group', { name: 'Langue' })).toBeTruthy();
  });

  it('uses the stored choice on the next visit', async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    await act(async () => {
      render(
        <I18nProvider>
          <Page />
        </I18nProvider>,
      );
    });
    expect(await screen.findByText('Province')).toBeTruthy();
  });

  it('fails loudly when used outside its provider', () => {
    function Orphan() {
      useLanguage();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/outside <I18nProvider>/);
    spy.mockRestore();
  });
});
