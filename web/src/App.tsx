import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from './components/toast/ToastProvider';
import { I18nProvider } from './i18n/I18nProvider';
import { PublicSettingsProvider } from './modules/settings/components/PublicSettingsProvider';
import { AppRoutes } from './router';
import { AppThemeProvider } from './theme/AppThemeProvider';

/** Providers, outermost first: data, language, theme, settings, router, toasts, then the routes. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <I18nProvider>
        <AppThemeProvider>
          <PublicSettingsProvider>
            <BrowserRouter>
              <ToastProvider>
                <AppRoutes />
              </ToastProvider>
            </BrowserRouter>
          </PublicSettingsProvider>
        </AppThemeProvider>
      </I18nProvider>
    </ApolloProvider>
  );
}
