import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '../ui/LoadingState';
import { SiteFrame } from './SiteFrame';
import { ChatWidgetMount } from '../../modules/chat/components/ChatWidgetMount';

/** Layout route of the public pages. */
export function PublicLayout() {
  return (
    <SiteFrame>
      <Suspense fallback={<LoadingState minHeight="70vh" />}>
        <Outlet />
      </Suspense>
      <ChatWidgetMount />
    </SiteFrame>
  );
}
