import { NotFound } from '@portal/shared-ui/components/NotFound';
import { Route, Routes } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { ReportQueue } from './ReportQueue';
import styles from './Reports.module.css';

export const REPORTS_INTRO =
  'Skolotāju ziņojumi par materiāliem un komentāriem, kas, viņuprāt, pārkāpj noteikumus. Saturs ar jaunāko ziņojumu ir augšā. Paslēpts saturs pazūd visiem, izņemot autoru un administratorus, un to var atjaunot; autors saņem e-pastu un paziņojumu ar iemeslu.';

/** 'Ziņojumi' (issue 19): the moderation queue; it owns everything under /admin/zinojumi. */
export default function ReportsSection() {
  return (
    <AdminFrame title="Ziņojumi" intro={<p className={styles.intro}>{REPORTS_INTRO}</p>}>
      <Routes>
        <Route index element={<ReportQueue />} />
        <Route path="*" element={<NotFound title="Lapa nav atrasta" />} />
      </Routes>
    </AdminFrame>
  );
}
