import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { WithApollo } from '../../../graphql/WithApollo';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { useHydrated } from '../../../ssr/ClientOnly';

const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** The floating chat on public pages, loaded after the page with its texts (not on /chat, which is the full chat). */
export function ChatWidgetMount() {
  const { pathname } = useLocation();
  // after the page is interactive: never in the prerendered HTML
  const hydrated = useHydrated();
  if (pathname === '/chat' || !hydrated) return null;
  return (
    <AreaMessages area="chat" fallback={null}>
      <WithApollo fallback={null}>
        <ChatWidget />
      </WithApollo>
    </AreaMessages>
  );
}
