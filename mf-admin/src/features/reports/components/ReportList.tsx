import type { ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { REPORT_REASON_LABELS } from '@portal/contracts/schemas/reports';
import { formatListDate, parseDate } from '@portal/shared-ui/lib/date';
import { plural } from '@portal/shared-ui/lib/plural';
import styles from './Reports.module.css';

export const REPORT_COUNT_FORMS = { one: '{n} ziņojums', many: '{n} ziņojumi' };

/** An item's open reports, newest first: the reason, the teacher's words, who and when. */
export function ReportList({ group }: { group: ReportGroup }) {
  return (
    <div className={styles.reports}>
      <strong>{plural(group.count, REPORT_COUNT_FORMS)}</strong>
      <ul className={styles.reportList}>
        {group.reports.map((report) => {
          const at = parseDate(report.created_at);
          return (
            <li key={report.id} className={styles.report}>
              <span className={styles.reason}>{REPORT_REASON_LABELS[report.reason]}</span>
              {report.message ? <q className={styles.message}>{report.message}</q> : null}
              <span className={styles.muted}>
                {report.reporter.name}
                {at ? (
                  <>
                    , <time dateTime={at.toISOString()}>{formatListDate(at)}</time>
                  </>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
