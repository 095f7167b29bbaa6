import { Button } from '../button/button';
import styles from './empty-state.module.css';

export interface EmptyStateAction {
  label: string;
  onClick: () => void;
}

export interface EmptyStateProps {
  /** The main line ("No games found"), already translated. */
  title: string;
  /** An explanation under it, already translated. */
  text?: string;
  /** A way out: clear the filters, sign in, browse everything. */
  action?: EmptyStateAction;
  /** A small muted box for a section of a page, instead of the large block that replaces a list. */
  compact?: boolean;
  className?: string;
}

/** Nothing to show: a title, an optional explanation and an optional action. */
export function EmptyState({ title, text, action, compact = false, className }: EmptyStateProps) {
  return (
    <div className={[styles.empty, compact ? styles.compact : styles.large, className].filter(Boolean).join(' ')}>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? (
        <Button variant="secondary" size={compact ? 'sm' : 'md'} onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
