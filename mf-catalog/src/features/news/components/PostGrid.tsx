import type { Article } from '@portal/contracts/schemas/entities';
import { PostCard } from './PostCard';
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
      {posts.map((post) => (
        <li key={post.id} className={styles.item}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
