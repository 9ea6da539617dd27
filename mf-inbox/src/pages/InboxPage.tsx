import { useLocation } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { CommentsInbox } from '../features/comments/components/CommentsInbox';
import { MessagesInbox } from '../features/messages/components/MessagesInbox';
import { NoticesPanel } from '../features/notices/components/NoticesPanel';
import { InboxTabs } from '../lib/InboxTabs';
import styles from './InboxPage.module.css';

export const INBOX_TITLE = 'Iesūtne';

/**
 * /inbox/comments and /inbox/messages (spec §2.2); the shell sends /inbox to the comments tab, where
 * the moderation notices ('Paziņojumi', issue 19) come first when there are any.
 */
export default function InboxPage() {
  const messages = useLocation().pathname.startsWith(routePath('inbox.messages'));
  return (
    <PageFrame title={INBOX_TITLE}>
      <div className={styles.page}>
        <InboxTabs label={INBOX_TITLE} />
        {messages ? (
          <MessagesInbox />
        ) : (
          <>
            <NoticesPanel />
            <CommentsInbox />
          </>
        )}
      </div>
    </PageFrame>
  );
}
