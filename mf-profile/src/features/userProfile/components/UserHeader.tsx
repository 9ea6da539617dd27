import type { PublicUser } from '@portal/contracts/schemas/entities';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { Button } from '@portal/shared-ui/components/Button';
import { Statistics } from '@portal/shared-ui/components/Statistics';
import { openDialog } from '@portal/shared-ui/stores/dialogs';
import { useUserStatistics } from '../../../lib/statistics';
import styles from './UserHeader.module.css';

export const SEND_MESSAGE_TEXT = 'Sūtīt ziņu';

/**
 * Another teacher's header under the page's h1, their name (spec §2.2): avatar (or the default icon), school, description,
 * 'Kopējā statistika' and 'Sūtīt ziņu', which opens mf-inbox's new-message dialog addressed to them.
 */
export function UserHeader({ user }: { user: PublicUser }) {
  const statistics = useUserStatistics(user.id);
  const description = user.description?.trim();
  return (
    <header className={styles.header}>
      <div className={styles.person}>
        <Avatar src={user.avatar?.full_url} name={user.name} size={120} decorative />
        <div className={styles.text}>
          {user.school ? <p className={styles.school}>{user.school.title}</p> : null}
          {description ? <p className={styles.description}>{description}</p> : null}
          <Button variant="secondary" icon="mail" onClick={() => openDialog('new-message', { recipient: user })}>
            {SEND_MESSAGE_TEXT}
          </Button>
        </div>
      </div>
      <div className={styles.statistics}>
        <Statistics statistics={statistics.data ?? null} />
      </div>
    </header>
  );
}
