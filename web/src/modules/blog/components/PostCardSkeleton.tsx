import { Card } from '../../../components/ui/layout';
import { SkeletonBlock } from '../../../components/ui/Skeleton';

/** A card's shape while the list loads (six of them: one page, spec 000 §2.13). */
export function PostCardSkeleton() {
  return (
    <Card aria-hidden="true" style={{ padding: '1rem' }}>
      <SkeletonBlock $height="160px" />
      <SkeletonBlock $height="1.2rem" />
      <SkeletonBlock $height="3rem" />
      <SkeletonBlock $height="0.9rem" />
    </Card>
  );
}
