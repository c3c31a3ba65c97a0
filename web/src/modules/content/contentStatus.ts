import type { PostStatus } from '@vdp/shared/content/content.constants';

/** The badge tone of a post's or page's status. */
export function statusTone(status: string): 'success' | 'warning' | 'neutral' {
  const tones: Record<PostStatus, 'success' | 'warning' | 'neutral'> = {
    published: 'success',
    draft: 'warning',
    archived: 'neutral',
  };
  return tones[status as PostStatus] ?? 'neutral';
}
