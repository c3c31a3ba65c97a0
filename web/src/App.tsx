import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from './components/toast/ToastProvider';
import { I18nProvider } from './i18n/I18nProvider';
import type { Locale } from './i18n/locales';
import { CurrentUserProvider } from './modules/auth/components/CurrentUserProvider';
import { PublicSettingsProvider } from './modules/settings/components/PublicSettingsProvider';
import { AppRoutes } from './router';
import { AppThemeProvider } from './theme/AppThemeProvider';

interface AppProps {
  /** The router around the routes: the browser's, or the prerender's StaticRouter (entry-server.tsx). */
  router?: (routes: ReactNode) => ReactNode;
  /** Forces the language (the prerender); otherwise the stored choice, then the browser's. */
  locale?: Locale;
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * Providers, outermost first: language, theme, settings, user, router, toasts, then the routes.
 * The Apollo client is no provider here: it loads with the first part of the page that runs
 * GraphQL (WithApollo), so the shell and the home page paint without it (ADR 21).
 */
export function App({ router = browserRouter, locale }: AppProps) {
  return (
    <I18nProvider locale={locale}>
      <AppThemeProvider>
        <PublicSettingsProvider>
          <CurrentUserProvider>
            {router(
              <ToastProvider>
                <AppRoutes />
              </ToastProvider>,
            )}
          </CurrentUserProvider>
        </PublicSettingsProvider>
      </AppThemeProvider>
    </I18nProvider>
  );
}
