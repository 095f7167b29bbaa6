import { Button } from '@/components/ui/button/button';
import styles from './list-state.module.css';

export interface ListStateProps {
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
  /** 'alert' for errors, so they are announced. */
  role?: 'alert' | 'status';
}

/** A message in place of a game list: empty, sign-in needed, or an error with a retry. */
export function ListState({ title, text, action, role }: ListStateProps) {
  return (
    <div className={styles.state} role={role}>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      {action ? (
        <Button variant="secondary" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
