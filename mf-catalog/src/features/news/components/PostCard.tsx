import { useId } from 'react';
import { Link } from 'react-router-dom';
import { routePath } from '@portal/contracts/routes';
import type { Article } from '@portal/contracts/schemas/entities';
import { formatDate } from '@portal/shared-ui/lib/date';
import styles from './PostCard.module.css';

export interface PostCardProps {
  post: Article;
  headingLevel?: 2 | 3;
}

/** A news post in a list: image, title (the link), date DD/MM/YYYY and the short description. */
export function PostCard({ post, headingLevel = 2 }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const image = post.image?.sizes.medium.full_url;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image ? (
        <img className={styles.image} src={image} alt="" loading="lazy" />
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
