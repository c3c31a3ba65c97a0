import { decide } from '@vdp/shared/auth/permissions';
import type { RequestContext } from '../../core/request-context';

/** Whether the request may manage content (admins): they see drafts' counts and the admin list. */
export const managesContent = (ctx: RequestContext): boolean => decide('content.manage', ctx.user?.role) === 'allowed';
