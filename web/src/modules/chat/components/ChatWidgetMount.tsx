import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AreaMessages } from '../../../i18n/AreaMessages';

const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** The floating chat on public pages, loaded after the page with its texts (not on /chat, which is the full chat). */
export function ChatWidgetMount() {
  const { pathname } = useLocation();
  if (pathname === '/chat') return null;
  return (
    <AreaMessages area="chat" fallback={null}>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </AreaMessages>
  );
}
