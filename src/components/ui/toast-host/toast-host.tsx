import { useAppSelector } from '@/store/hooks';
import { type ComponentType, lazy, Suspense } from 'react';
import { selectToasts } from '@/lib/toasts/toasts-slice';
import type { ToastBodyProps } from './toast-item';
import styles from './toast-host.module.css';

/** A toast's card and close button: a chunk of its own, fetched with the first toast. */
const ToastItem = lazy(async () => ({ default: (await import('./toast-item')).ToastItem }));

export interface ToastHostProps {
  /** Custom bodies by name (e.g. a loyalty notification); unknown names fall back to the text. */
  components?: Partial<Record<string, ComponentType<ToastBodyProps>>>;
}

/**
 * The one toast renderer: top-right below the header (top-center on mobile). The stack
 * follows the header height through --header-height (SPEC §9).
 */
export function ToastHost({ components }: ToastHostProps = {}) {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className={styles.host}>
      {toasts.map((toast) => (
        // A toast waits for its code and translations rather than flashing raw keys.
        <Suspense key={toast.id} fallback={null}>
          <ToastItem toast={toast} Custom={toast.component ? components?.[toast.component] : undefined} />
        </Suspense>
      ))}
    </div>
  );
}
