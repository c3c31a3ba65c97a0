import type { Role } from '@vdp/shared/auth/roles';
import type { MessageId } from '../i18n/messages';
import { canVisit } from './access';
import { hasRoute } from './hasRoute';
import { AVAILABLE_PATHS } from './routePaths';

/** One entry of a navigation config: its full intended target, filtered at render time. */
export interface LinkItem {
  key: string;
  href: string;
  labelId: MessageId;
  /** Only for signed-out visitors, or only for signed-in users. */
  audience?: 'signedOut' | 'signedIn';
}

export interface Viewer {
  signedIn: boolean;
  role: Role | undefined;
}

/** In-page anchors, e-mail, phone and external links need no route. */
export function isAlwaysAvailable(href: string): boolean {
  return /^(#|mailto:|tel:|https?:\/\/)/.test(href);
}

export function isLinkAvailable(href: string, available: readonly string[] = AVAILABLE_PATHS): boolean {
  return isAlwaysAvailable(href) || hasRoute(href, available);
}

/**
 * The links to render: those whose page exists, meant for this viewer, and (for gated pages)
 * that this viewer's role may open.
 */
export function visibleLinks<T extends LinkItem>(
  items: readonly T[],
  viewer: Viewer,
  available: readonly string[] = AVAILABLE_PATHS,
): T[] {
  return items.filter((item) => {
    if (item.audience === 'signedOut' && viewer.signedIn) return false;
    if (item.audience === 'signedIn' && !viewer.signedIn) return false;
    if (!isLinkAvailable(item.href, available)) return false;
    return isAlwaysAvailable(item.href) || canVisit(item.href, viewer.role);
  });
}
