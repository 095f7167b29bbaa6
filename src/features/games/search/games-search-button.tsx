import { useEffect } from 'react';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { selectHasOpenDialog } from '@/lib/dialogs/dialogs-slice';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './games-search-button.module.css';

/** True when a key press belongs to a text field (or anything editable), not to the page. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/**
 * The header's search button. It also owns the `/` shortcut: pressed anywhere except in a text field
 * (and while no dialog is open) it opens the games-search dialog.
 */
export function GamesSearchButton({ className }: { className?: string }) {
  // Header text lives in common (always loaded), so the header never waits for the games namespace.
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const dialogsOpen = useAppSelector(selectHasOpenDialog);

  // The dialog's chunk is fetched when the player first reaches for the page (pointer, touch or
  // key), not on start, so keys typed right after "/" are not lost and a plain page load stays light.
  useEffect(() => {
    const events = ['pointerover', 'touchstart', 'keydown', 'focusin'] as const;
    const load = () => {
      for (const name of events) window.removeEventListener(name, load, true);
      void import('./games-search-dialog');
    };
    for (const name of events) window.addEventListener(name, load, { capture: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, load, true);
    };
  }, []);

  useEffect(() => {
    if (dialogsOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      void dispatch(openDialog({ component: 'gamesSearch' }));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialogsOpen, dispatch]);

  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      aria-label={t('gameSearch.open')}
      aria-keyshortcuts="/"
      title={t('gameSearch.shortcut')}
      onClick={() => void dispatch(openDialog({ component: 'gamesSearch' }))}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </button>
  );
}
