import { routePath } from '@portal/contracts/routes';
import { Button } from '@portal/shared-ui/components/Button';
import { formatTime } from '@portal/shared-ui/lib/date';
import type { PreviewedRelease } from '../api/releases';
import styles from './ReleasesSection.module.css';

export interface PreviewNoticeProps {
  preview: PreviewedRelease;
  ending: boolean;
  onEnd: () => void;
}

/**
 * The preview this browser has on. The page's HTML carries the release, so seeing it takes a full
 * page load (the router's own navigation would keep the app already loaded): 'Atvērt sākumlapu'
 * loads the home page, 'Pārlādēt lapu' this one.
 */
export function PreviewNotice({ preview, ending, onEnd }: PreviewNoticeProps) {
  return (
    <section className={styles.notice} aria-label="Priekšskatījums">
      <p className={styles.noticeText}>
        Šajā pārlūkā ieslēgts priekšskatījums:{' '}
        <strong>
          {preview.name} {preview.version}
        </strong>{' '}
        līdz {formatTime(preview.expires_at)}. Citi lietotāji redz aktīvo laidienu.
      </p>
      <div className={styles.noticeActions}>
        <Button size="small" icon="external" onClick={() => window.location.assign(routePath('home') || '/')}>
          Atvērt sākumlapu
        </Button>
        <Button size="small" variant="secondary" onClick={() => window.location.reload()}>
          Pārlādēt lapu
        </Button>
        <Button size="small" variant="secondary" icon="close" loading={ending} onClick={onEnd}>
          Beigt priekšskatījumu
        </Button>
      </div>
    </section>
  );
}
