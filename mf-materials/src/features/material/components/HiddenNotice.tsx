import { routePath } from '@portal/contracts/routes';
import type { HiddenMark } from '@portal/contracts/schemas/entities';
import { Link } from '@portal/shared-ui/lib/router';
import { formatDate, parseDate } from '@portal/shared-ui/lib/date';
import styles from './HiddenNotice.module.css';

export const HIDDEN_TITLE = 'Paslēpts';

/**
 * A material an administrator hid, as its owner (and an administrator) sees it: nobody else can
 * find or open it, and why (issue 19).
 */
export function HiddenNotice({ hidden, own }: { hidden: HiddenMark; own: boolean }) {
  const at = parseDate(hidden.at);
  return (
    <div className={styles.notice} role="note" aria-label={HIDDEN_TITLE}>
      <p className={styles.title}>
        <strong>{HIDDEN_TITLE}</strong>
        {at ? (
          <>
            {' '}
            <time dateTime={at.toISOString()}>{formatDate(at)}</time>
          </>
        ) : null}
      </p>
      <p className={styles.text}>
        {own
          ? 'Administrators šo materiālu paslēpa: to redzi tikai tu un administratori. Citi to neatrod ne sarakstos, ne meklēšanā.'
          : 'Šo materiālu redz tikai tā autors un administratori.'}
      </p>
      {hidden.reason ? <p className={styles.text}>Iemesls: {hidden.reason}</p> : null}
      {own ? (
        <p className={styles.text}>
          Ja uzskati, ka tā ir kļūda, <Link to={routePath('contact')}>raksti portāla komandai</Link>.
        </p>
      ) : null}
    </div>
  );
}
