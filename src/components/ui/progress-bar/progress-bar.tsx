import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** 0..100, already rounded the way the caller wants it shown. */
  percent: number;
  /** The bar's accessible name, already translated ("Wagering"). */
  label: string;
  /** What the percentage stands for, already translated ("€12.50 of €1,750"). */
  detail: string;
}

/** A thin bar with the percentage and its meaning in words (wagering progress and the like). */
export function ProgressBar({ percent, label, detail }: ProgressBarProps) {
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${detail})`}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.text}>
        <strong>{percent}%</strong> <span className={styles.detail}>{detail}</span>
      </span>
    </div>
  );
}
