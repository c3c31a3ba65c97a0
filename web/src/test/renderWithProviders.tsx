import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../components/toast/ToastProvider';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import { buildTheme } from '../theme/theme';
import { DEFAULT_THEME_TOKENS } from '../theme/tokens';

const theme = buildTheme(DEFAULT_THEME_TOKENS);

/** English (or `locale`), default theme, toasts and an in-memory router: what presentational components need. */
export function TestProviders({
  children,
  route = '/',
  locale = 'en',
}: {
  children: ReactNode;
  route?: string;
  locale?: Locale;
}) {
  return (
    <I18nProvider locale={locale}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <ToastProvider>{children}</ToastProvider>
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>
  );
}

/** Renders inside TestProviders; `rerender` keeps them. */
export function renderWithProviders(ui: ReactElement, options: { route?: string; locale?: Locale } = {}): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestProviders route={options.route} locale={options.locale}>
        {children}
      </TestProviders>
    ),
  });
}
