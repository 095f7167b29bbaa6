import styles from './close-button.module.css';

interface CloseButtonProps {
  label: string;
  onClick: () => void;
  size?: 'sm' | 'md';
  className?: string;
}

/** The round "×" button of dialogs and toasts; `label` is its accessible name. */
export function CloseButton({ label, onClick, size = 'md', className }: CloseButtonProps) {
  const icon = size === 'sm' ? 16 : 20;
  return (
    <button type="button" className={[styles.close, styles[size], className].filter(Boolean).join(' ')} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width={icon} height={icon} aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
