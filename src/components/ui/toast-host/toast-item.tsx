import { CloseButton } from '@/components/ui/close-button/close-button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { type ComponentType, useEffect } from 'react';
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
      <CloseButton size="sm" label={t('ui:toast.close')} onClick={dismiss} />
    </div>
  );
}
