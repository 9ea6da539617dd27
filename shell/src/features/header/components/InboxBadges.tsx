import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { plural } from '@portal/shared-ui/lib/plural';
import { useInboxStats } from '@portal/shared-ui/queries/inbox';
import { CommentIcon, EnvelopeIcon } from './badgeIcons';
import styles from './Header.module.css';

/** New messages and comments, each shown only while above zero (spec §2.2). */
export function InboxBadges() {
  // Spec §4: fetched after sign-in, then 15 s after each fetch; zeros for a visitor.
  const stats = useInboxStats();
  // Counters are secondary: an answer of an unexpected shape must not take the header down.
  const newMessagesCount = stats?.newMessagesCount ?? 0;
  const newCommentsCount = stats?.newCommentsCount ?? 0;
  return (
    <>
      {newMessagesCount > 0 ? (
        <Link
          to={routePath('inbox.messages')}
          className={styles.badgeLink}
          aria-label={plural(newMessagesCount, { one: '{n} jauna ziņa', many: '{n} jaunas ziņas' })}
        >
          <EnvelopeIcon />
          <span className={styles.badge} aria-hidden="true">
            {newMessagesCount}
          </span>
        </Link>
      ) : null}
      {newCommentsCount > 0 ? (
        <Link
          to={routePath('inbox.comments')}
          className={styles.badgeLink}
          aria-label={plural(newCommentsCount, { one: '{n} jauns komentārs', many: '{n} jauni komentāri' })}
        >
          <CommentIcon />
          <span className={styles.badge} aria-hidden="true">
            {newCommentsCount}
          </span>
        </Link>
      ) : null}
    </>
  );
}
