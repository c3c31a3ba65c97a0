/**
 * The entry: a few bytes that start the app (boot.tsx). On a prerendered page (ADR 24) the app,
 * its chunks and the page's own modules listed in data-modules, start downloading once the browser has
 * painted the HTML: the first paint waits for no JavaScript. Other pages start it at once
 * (index.html preloads boot.tsx's chunks).
 */
// two tasks instead of one long one: React's DOM renderer, then (its chunks preloaded meanwhile) the app
const start = () =>
  import('react-dom/client').then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => import('./boot'));
const root = document.getElementById('root');

function preloadModules(hrefs: string): void {
  for (const href of hrefs.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

if (root?.dataset.prerendered) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      void start();
      preloadModules(root.dataset.modules ?? '');
    }, 0),
  );
} else {
  void start();
}

export {};
