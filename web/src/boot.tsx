import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { initialLocale, rememberLocaleForServer } from './i18n/locales';
import { loadCatalog } from './i18n/messages';
import { preloadRoute } from './router';

preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const locale = initialLocale();
// the api picks the prerendered page's language from this cookie (then Accept-Language)
rememberLocaleForServer(locale);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// the build prerenders the public pages (ADR 24): hydrate their HTML when it is in the visitor's
// language; otherwise (a choice the server could not see) render from scratch
if (container.dataset.prerendered === locale) {
  void loadCatalog(locale).then(() =>
    // a transition: React hydrates in slices and yields to the browser between them (no long task)
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('hydration:', error),
      });
    }),
  );
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
