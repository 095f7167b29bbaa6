import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './qa-panel.module.css';

/** The block around one labelled control: the label names the control with the id it hands over. */
function FieldBlock({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface QaFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Usually the section's status line (QaSection's statusId) or a hint of the field's own. */
  describedBy?: string;
}

export interface QaSelectFieldProps extends QaFieldProps {
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled `<select>` block of the QA panel. */
export function QaSelectField({ label, value, onChange, describedBy, children }: QaSelectFieldProps) {
  return (
    <FieldBlock label={label}>
      {(id) => (
        <select id={id} className={styles.input} value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    </FieldBlock>
  );
}

export interface QaTextFieldProps
  extends QaFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'aria-describedby' | 'children'> {
  /** Shown after the input inside the block (a hint, a button). */
  children?: ReactNode;
}

/** A labelled `<input>` block of the QA panel; other input attributes pass through. */
export function QaTextField({ label, value, onChange, describedBy, children, ...input }: QaTextFieldProps) {
  return (
    <FieldBlock label={label}>
      {(id) => (
        <>
          <input {...input} id={id} className={styles.input} value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
          {children}
        </>
      )}
    </FieldBlock>
  );
}

export interface QaCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
  /** The label's text. */
  children: ReactNode;
}

/** A checkbox inside its label. */
export function QaCheckbox({ checked, onChange, describedBy, children }: QaCheckboxProps) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={checked} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}

export interface QaReloadRowProps {
  /** Reloads the page (the site reads the switch when it starts). */
  onReload: () => void;
  /** The reload button's text. */
  reloadLabel: ReactNode;
  /** The ghost button that undoes the section's switches: its text and action. */
  undo: { label: ReactNode; onClick: () => void };
  /** The section's status line, which the undo button reports to. */
  describedBy?: string;
}

/** A section's closing row: reload the page, or undo what the section switched. */
export function QaReloadRow({ onReload, reloadLabel, undo, describedBy }: QaReloadRowProps) {
  return (
    <div className={styles.row}>
      <button type="button" className={styles.button} onClick={onReload}>
        {reloadLabel}
      </button>
      <button type="button" className={styles.buttonGhost} aria-describedby={describedBy} onClick={undo.onClick}>
        {undo.label}
      </button>
    </div>
  );
}
