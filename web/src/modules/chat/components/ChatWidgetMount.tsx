import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { WithApollo } from '../../../graphql/WithApollo';
import { AreaMessages } from '../../../i18n/AreaMessages';

const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** The floating chat on public pages, loaded after the page with its texts (not on /chat, which is the full chat). */
export function ChatWidgetMount() {
  const { pathname } = useLocation();
  if (pathname === '/chat') return null;
  return (
    <AreaMessages area="chat" fallback={null}>
      <WithApollo fallback={null}>
        <ChatWidget />
      </WithApollo>
    </AreaMessages>
  );
}
