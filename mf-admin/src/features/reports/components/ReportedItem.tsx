import { routePath } from '@portal/contracts/routes';
import type { ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { Link } from '@portal/shared-ui/lib/router';
import styles from './Reports.module.css';

/**
 * What was reported: a material (its title linked to its page, its author as everyone sees it), or
 * a comment (its text, its author and the material it is on); marked when already hidden.
 */
export function ReportedItem({ group }: { group: ReportGroup }) {
  const materialLink = (
    <Link to={routePath('material', { id: group.material.id })} className={styles.title}>
      {group.material.title}
    </Link>
  );
  return (
    <div className={styles.item}>
      <span className={styles.kind}>{group.item_type === 'material' ? 'Materiāls' : 'Komentārs'}</span>
      {group.comment ? (
        <>
          <blockquote className={styles.quote}>{group.comment.message}</blockquote>
          <span className={styles.muted}>
            {group.comment.author.name}, pie materiāla {materialLink}
          </span>
        </>
      ) : (
        <>
          {materialLink}
          <span className={styles.muted}>Autors: {group.material.signature}</span>
        </>
      )}
      {group.hidden ? (
        <span className={styles.hidden}>Paslēpts{group.hidden.reason ? `: ${group.hidden.reason}` : ''}</span>
      ) : null}
    </div>
  );
}
