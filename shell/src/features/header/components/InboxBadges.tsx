import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { plural } from '@portal/shared-ui/lib/plural';
import { useInboxStats } from '@portal/shared-ui/queries/inbox';
import { CommentIcon, EnvelopeIcon } from './badgeIcons';
import styles from './Header.module.css';

/**
 * The comments badge's name: new comments, and the unseen moderation notices that sit above them in
 * the same tab (issue 19).
 */
export function commentsBadgeLabel(comments: number, notices: number): string {
  const parts = [
    comments > 0 ? plural(comments, { one: '{n} jauns komentārs', many: '{n} jauni komentāri' }) : null,
    notices > 0 ? plural(notices, { one: '{n} jauns paziņojums', many: '{n} jauni paziņojumi' }) : null,
  ];
  const said = parts.filter(Boolean).join(', ');
  // The badge shows the sum: with both kinds, the name starts with it (WCAG 2.5.3, label in name).
  return comments > 0 && notices > 0 ? `${comments + notices} nelasīti: ${said}` : said;
}

/**
 * New messages and comments, each shown only while above zero (spec §2.2). The comments badge also
 * counts unseen moderation notices (issue 19), which the comments tab shows above the comments.
 */
export function InboxBadges() {
  // Spec §4: fetched after sign-in, then 15 s after each fetch; zeros for a visitor.
  const stats = useInboxStats();
  // Counters are secondary: an answer of an unexpected shape must not take the header down.
  const newMessagesCount = stats?.newMessagesCount ?? 0;
  const newNoticesCount = stats?.newNoticesCount ?? 0;
  const newCommentsCount = (stats?.newCommentsCount ?? 0) + newNoticesCount;
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
          aria-label={commentsBadgeLabel(newCommentsCount - newNoticesCount, newNoticesCount)}
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
