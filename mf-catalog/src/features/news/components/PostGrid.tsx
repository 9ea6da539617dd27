import type { Article } from '@portal/contracts/schemas/entities';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { PostCard, PostCardSkeleton } from './PostCard';
import styles from './PostGrid.module.css';

/** News posts in three columns, one on small screens (spec §9). */
export function PostGrid({
  posts,
  headingLevel = 2,
  busy = false,
}: {
  posts: readonly Article[];
  headingLevel?: 2 | 3;
  busy?: boolean;
}) {
  return (
    <ul className={[styles.grid, busy ? styles.busy : ''].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
      {posts.map((post, index) => (
        <li key={post.id} className={styles.item}>
          <PostCard post={post} headingLevel={headingLevel} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's final size while the posts load: `count` card shapes, announced as loading. */
export function PostGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.item}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
