import type { ApplicationStatus } from '../constants';
import styles from './applications.module.css';

/** A status as a coloured label; the colour only repeats what the text says. */
export function StatusPill({ status, label }: { status: ApplicationStatus; label: string }) {
  return (
    <span className={styles.pill} data-status={status}>
      {label}
    </span>
  );
}
