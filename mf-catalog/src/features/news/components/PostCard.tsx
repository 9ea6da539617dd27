import { useId } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import type { Article } from '@portal/contracts/schemas/entities';
import { formatDate } from '@portal/shared-ui/lib/date';
import styles from './PostCard.module.css';

export interface PostCardProps {
  post: Article;
  headingLevel?: 2 | 3;
  /**
   * The first card at the top of a page: its picture is likely the largest thing painted first
   * (the LCP element), so it loads at once and first, not lazily when the layout reaches it.
   */
  eager?: boolean;
}

/** A news post in a list: image, title (the link), date DD/MM/YYYY and the short description. */
export function PostCard({ post, headingLevel = 2, eager = false }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const image = post.image?.sizes.medium.full_url;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image ? (
        // width and height give the 16:9 box before the picture arrives (the CSS keeps the ratio).
        <img
          className={styles.image}
          src={image}
          alt=""
          width={960}
          height={540}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <Link to={routePath('post', { id: post.id })} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <time className={styles.date} dateTime={post.created_at}>
          {formatDate(post.created_at)}
        </time>
        {post.description ? <p className={styles.description}>{post.description}</p> : null}
      </div>
    </article>
  );
}

/** A card's shape while the posts load, so the section does not grow when they arrive. */
export function PostCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.placeholder} />
      <div className={styles.body}>
        <span className={styles.skeletonLine} />
        <span className={[styles.skeletonLine, styles.skeletonShort].join(' ')} />
      </div>
    </div>
  );
}
