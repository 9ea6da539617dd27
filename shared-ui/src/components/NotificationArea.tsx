import { useNotifications, type Notification } from '@portal/shared-ui/stores/notifications';
import { Icon } from '@portal/shared-ui/components/Icon';
import styles from './NotificationArea.module.css';

function Item({ notification, onDismiss }: { notification: Notification; onDismiss: (id: number) => void }) {
  return (
    <li className={[styles.item, styles[notification.type]].join(' ')}>
      {/* The whole notice is the button: a click (or Enter) dismisses it, as spec §4 asks. */}
      <button type="button" className={styles.button} onClick={() => onDismiss(notification.id)}>
        <Icon name={notification.type === 'success' ? 'check' : 'alert'} size={20} className={styles.icon} />
        <span className={styles.content}>
          <strong className={styles.title}>{notification.title}</strong>
          {notification.text ? <span className={styles.text}>{notification.text}</span> : null}
        </span>
      </button>
    </li>
  );
}

/**
 * Transient notices (spec §9): others top right 300 px wide, errors top centre 400 px wide.
 * Both regions stay in the page while empty so screen readers announce what is added later.
 */
export function NotificationArea() {
  const items = useNotifications((state) => state.items);
  const dismiss = useNotifications((state) => state.dismiss);
  const errors = items.filter((n) => n.type === 'error');
  const others = items.filter((n) => n.type !== 'error');
  return (
    <>
      <div role="status" aria-live="polite" className={[styles.region, styles.corner].join(' ')}>
        <ul className={styles.list}>
          {others.map((n) => (
            <Item key={n.id} notification={n} onDismiss={dismiss} />
          ))}
        </ul>
      </div>
      <div role="alert" className={[styles.region, styles.centre].join(' ')}>
        <ul className={styles.list}>
          {errors.map((n) => (
            <Item key={n.id} notification={n} onDismiss={dismiss} />
          ))}
        </ul>
      </div>
    </>
  );
}
