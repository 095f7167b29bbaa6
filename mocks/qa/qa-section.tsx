import { type ReactNode, useId } from 'react';
import styles from './qa-panel.module.css';

export interface QaSectionProps {
  title: ReactNode;
  /** A short muted line under the title. */
  intro?: ReactNode;
  /** The text of the status line (role="status") closing the section; without it there is none. */
  status?: ReactNode;
  /** The body; as a function it gets the status line's id, for the controls' aria-describedby. */
  children: ReactNode | ((statusId: string) => ReactNode);
}

/**
 * The frame of every QA panel section: a region named by its title, an optional intro, the body
 * and an optional status line the controls point at.
 */
export function QaSection({ title, intro, status, children }: QaSectionProps) {
  const titleId = useId();
  const statusId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
      {intro === undefined ? null : <p className={styles.muted}>{intro}</p>}
      {typeof children === 'function' ? children(statusId) : children}
      {status === undefined ? null : (
        <p id={statusId} className={styles.muted} role="status">
          {status}
        </p>
      )}
    </section>
  );
}

export interface QaListProps<T> {
  /** The sub-heading that names the list. */
  title: ReactNode;
  items: readonly T[];
  /** Shown instead of the list when there are no items; without it an empty list is rendered. */
  empty?: ReactNode;
  /** One `<li>` (with its key) per item. */
  children: (item: T) => ReactNode;
}

/** A sub-heading and the list it names (or a muted line when the list is empty). */
export function QaList<T>({ title, items, empty, children }: QaListProps<T>) {
  const titleId = useId();
  return (
    <>
      <h4 id={titleId} className={styles.label}>
        {title}
      </h4>
      {items.length === 0 && empty !== undefined ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {items.map(children)}
        </ul>
      )}
    </>
  );
}
