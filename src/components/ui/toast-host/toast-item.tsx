import { useAppDispatch } from '@/lib/store/hooks';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, takeToastOpenedCallback } from '@/lib/toasts/toast-thunks';
import type { ToastEntry } from '@/lib/toasts/toasts-slice';
import styles from './toast-host.module.css';

/** Props of a custom toast body (ToastEntry.component): its componentProps plus the toast and dismiss. */
export type ToastBodyProps = Record<string, unknown> & { toast: ToastEntry; dismiss: () => void };

/** "common:promo.ok" needs the common namespace loaded; bare keys live in ui. */
function namespacesOf(toast: ToastEntry): string[] {
  const ns = toast.messageKey?.includes(':') ? toast.messageKey.split(':')[0] : undefined;
  return ns && ns !== 'ui' ? ['ui', ns] : ['ui'];
}

interface ToastItemProps {
  toast: ToastEntry;
  Custom?: ComponentType<ToastBodyProps>;
}

/** One toast: its text (or custom body) and a close button. */
export function ToastItem({ toast, Custom }: ToastItemProps) {
  const { t } = useTranslation(namespacesOf(toast));
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(dismissToast(toast.id));

  useEffect(() => {
    takeToastOpenedCallback(toast.id)?.();
  }, [toast.id]);

  const text = toast.message ?? (toast.messageKey ? t(toast.messageKey, { ...toast.values }) : '');
  return (
    // Errors interrupt; everything else waits its turn.
    <div role={toast.kind === 'error' ? 'alert' : 'status'} className={`${styles.toast} ${styles[toast.kind]}`}>
      <div className={styles.body}>
        {Custom ? <Custom {...toast.componentProps} toast={toast} dismiss={dismiss} /> : text}
      </div>
      <button type="button" className={styles.close} aria-label={t('ui:toast.close')} onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
