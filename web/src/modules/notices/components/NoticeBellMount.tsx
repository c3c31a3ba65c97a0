import { lazy } from 'react';
import { WithApollo } from '../../../graphql/WithApollo';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { useHydrated } from '../../../ssr/ClientOnly';
import { useCurrentUser } from '../../auth/useCurrentUser';

const NoticeBell = lazy(() => import('./NoticeBell').then((m) => ({ default: m.NoticeBell })));

/** The bell in the header, for dealers only: loaded after the page with its texts and the Apollo client (ADR 21). */
export function NoticeBellMount() {
  const { role } = useCurrentUser();
  const hydrated = useHydrated();
  if (role !== 'dealer' || !hydrated) return null;
  return (
    <AreaMessages area="notices" fallback={null}>
      <WithApollo fallback={null}>
        <NoticeBell />
      </WithApollo>
    </AreaMessages>
  );
}
