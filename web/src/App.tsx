import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from './components/toast/ToastProvider';
import { I18nProvider } from './i18n/I18nProvider';
import { CurrentUserProvider } from './modules/auth/components/CurrentUserProvider';
import { PublicSettingsProvider } from './modules/settings/components/PublicSettingsProvider';
import { AppRoutes } from './router';
import { AppThemeProvider } from './theme/AppThemeProvider';

/**
 * Providers, outermost first: language, theme, settings, user, router, toasts, then the routes.
 * The Apollo client is no provider here: it loads with the first part of the page that runs
 * GraphQL (WithApollo), so the shell and the home page paint without it (ADR 21).
 */
export function App() {
  return (
    <I18nProvider>
      <AppThemeProvider>
        <PublicSettingsProvider>
          <CurrentUserProvider>
            <BrowserRouter>
              <ToastProvider>
                <AppRoutes />
              </ToastProvider>
            </BrowserRouter>
          </CurrentUserProvider>
        </PublicSettingsProvider>
      </AppThemeProvider>
    </I18nProvider>
  );
}
