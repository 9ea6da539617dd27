import styles from './UploadProgress.module.css';

export interface UploadProgressProps {
  /** 0–100: how much of the file has been sent. */
  percent: number;
  /** What is being sent: 'Augšuplādē failu...' */
  label?: string;
}

/**
 * The upload's own progress (spec §2.2 material form): how much of the request body the browser
 * has sent, as a `progressbar` with its value, unlike the page's indeterminate ProgressBar.
 */
export function UploadProgress({ percent, label = 'Augšuplādē failu...' }: UploadProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(percent) ? percent : 0)));
  return (
    <div className={styles.progress}>
      <div className={styles.row}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} aria-hidden="true">
          {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className={styles.track}
      >
        <div className={styles.bar} style={{ transform: `scaleX(${value / 100})` }} />
      </div>
    </div>
  );
}
