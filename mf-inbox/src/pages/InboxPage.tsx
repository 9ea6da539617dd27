import { useLocation } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { TabLinks } from '@portal/shared-ui/components/TabLinks';
import { CommentsInbox } from '../features/comments/components/CommentsInbox';
import { MessagesInbox } from '../features/messages/components/MessagesInbox';
import { NoticesPanel } from '../features/notices/components/NoticesPanel';
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
        {/* Links, each with its own address: the header's badges lead straight to one (spec §2.2). */}
        <TabLinks
          label={INBOX_TITLE}
          tabs={[
            { label: 'Komentāri', to: routePath('inbox.comments'), current: !messages },
            { label: 'Ziņas', to: routePath('inbox.messages'), current: messages },
          ]}
        />
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
