import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** The floating chat on public pages, loaded after the page (not on /chat, which is the full chat). */
export function ChatWidgetMount() {
  const { pathname } = useLocation();
  if (pathname === '/chat') return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
