import { useEffect, useRef, useState } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import styles from './SecuritySection.module.css';

export interface RecoveryCodesViewProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The file the administrator keeps: the portal's address and the codes, one a line. */
function recoveryFile(codes: readonly string[]): string {
  return [
    `Mācību materiālu portāls (${window.location.host}): rezerves kodi divpakāpju pārbaudei`,
    'Katrs kods der vienu reizi, ja nav piekļuves autentifikatora lietotnei.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The ten recovery codes, shown this once (only their hashes are stored): to copy, to download as a
 * text file, or to write down. The heading takes the focus, so a screen reader starts here.
 */
export function RecoveryCodesView({ codes, onDone }: RecoveryCodesViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryFile(codes));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryFile(codes)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rezerves-kodi.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-codes" className={styles.panel}>
      <h2 id="recovery-codes" ref={heading} tabIndex={-1} className={styles.heading}>
        Rezerves kodi
      </h2>
      <p className={styles.text}>
        Saglabā šos kodus drošā vietā (piemēram, paroļu pārvaldniekā vai izdrukā). Ja telefons ar lietotni pazūd,
        pierakstīties var ar vienu no tiem; katrs der vienu reizi. <strong>Kodi tiek rādīti tikai tagad.</strong>
      </p>
      <ul className={styles.codes} aria-label="Rezerves kodi">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Kopēt
        </Button>
        <Button variant="secondary" onClick={download}>
          Lejupielādēt (.txt)
        </Button>
        <Button variant="primary" onClick={onDone}>
          Gatavs, kodi saglabāti
        </Button>
      </div>
      <p role="status" className={styles.text}>
        {copied === true
          ? 'Kodi nokopēti starpliktuvē.'
          : copied === false
            ? 'Neizdevās nokopēt; pieraksti kodus.'
            : ''}
      </p>
    </section>
  );
}
