import { useId } from 'react';
import type { UserStatistics } from '@portal/contracts/schemas/entities';
import { Icon, type IconGlyph } from '@portal/shared-ui/components/Icon';
import styles from './Statistics.module.css';

export const STATISTICS_TITLE = 'Kopējā statistika';

/** The three totals of spec §3 (User statistics), in the order of the spec. */
const ROWS: readonly { key: keyof UserStatistics; label: string; icon: IconGlyph }[] = [
  { key: 'likes', label: 'Patīk atzīmes', icon: 'heart' },
  { key: 'views', label: 'Skatījumi', icon: 'eye' },
  { key: 'downloads', label: 'Lejuplādes', icon: 'download' },
];

export interface StatisticsProps {
  /** The totals; null while they load (the rows keep their place, showing a dash). */
  statistics: UserStatistics | null;
  /** Level of the 'Kopējā statistika' heading in the page outline (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * 'Kopējā statistika' (spec §2.2): likes, views and downloads of a teacher's materials, on the own
 * profile's sidebar and on another teacher's profile.
 */
export function Statistics({ statistics, headingLevel = 2 }: StatisticsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.statistics} aria-labelledby={headingId} aria-busy={statistics === null || undefined}>
      <Heading id={headingId} className={styles.heading}>
        {STATISTICS_TITLE}
      </Heading>
      <dl className={styles.list}>
        {ROWS.map(({ key, label, icon }) => (
          <div key={key} className={styles.row}>
            <dt className={styles.label}>
              <Icon name={icon} size={20} className={styles.icon} />
              {label}
            </dt>
            <dd className={styles.value}>{statistics === null ? '–' : statistics[key].toLocaleString('lv-LV')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
