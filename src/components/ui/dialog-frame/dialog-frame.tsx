import { CloseButton } from '@/components/ui/close-button/close-button';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import type { DialogType } from '@/lib/dialogs/dialog-types';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './dialog-frame.module.css';
import { useFocusTrap } from './use-focus-trap';

export interface DialogFrameProps {
  type: DialogType;
  /** Labels the dialog by the element with this id (the body's heading)... */
  titleId: string;
  /** ...unless an explicit accessible name is given. */
  ariaLabel?: string;
  /** No close button; Escape and overlay clicks do nothing. */
  preventClose?: boolean;
  /** Covered by a newer dialog of the same type (SPEC §4): kept mounted, not shown. */
  hidden?: boolean;
  /** The topmost dialog: it traps focus and answers Escape. */
  active: boolean;
  /** The user asked to dismiss it (close button, Escape, overlay click). */
  onDismiss: () => void;
  children: ReactNode;
}

/** Overlay + panel of one dialog: semantics, focus trap, dismissal. Presentation follows `type`. */
export function DialogFrame({ type, titleId, ariaLabel, preventClose, hidden, active, onDismiss, children }: DialogFrameProps) {
  const { t } = useTranslation('ui');
  const panelRef = useRef<HTMLDivElement>(null);
  // A press that starts inside the panel and ends on the overlay (text selection) is not a dismissal.
  const pressedOnOverlay = useRef(false);
  useFocusTrap(panelRef, active && !hidden);

  useEffect(() => {
    if (!active || preventClose) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onDismiss();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, preventClose, onDismiss]);

  const onOverlayMouseDown = (event: MouseEvent) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent) => {
    const onOverlay = pressedOnOverlay.current && event.target === event.currentTarget;
    pressedOnOverlay.current = false;
    if (onOverlay && !preventClose) onDismiss();
  };

  return (
    <div
      className={`${styles.overlay} ${styles[type]}`}
      hidden={hidden}
      inert={!active}
      onMouseDown={onOverlayMouseDown}
      onClick={onOverlayClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabel ? undefined : titleId}
        tabIndex={-1}
        className={styles.panel}
      >
        {preventClose ? null : (
          <CloseButton className={styles.close} label={t('dialog.close')} onClick={onDismiss} />
        )}
        {children}
      </div>
    </div>
  );
}
