import type { ComponentType } from 'react';
import type { DialogName } from './dialog-names';

/** How a dialog is presented: centered modal, small centered modal, or bottom sheet / side panel. */
export type DialogType = 'popup' | 'confirm' | 'curtain';

/** Presentation options read by the host, never by the body. */
export interface DialogOptions {
  /** The user cannot dismiss it (no close button, Escape and overlay ignored); the body still can. */
  preventClose?: boolean;
  /** Accessible name when the body has no visible title; otherwise the body titles it via `titleId`. */
  ariaLabel?: string;
}

/** One entry of the serializable dialog stack (SPEC §3 "Dialog entry"). */
export interface DialogEntry {
  id: string;
  type: DialogType;
  component: DialogName;
  dialogProps: DialogOptions;
  /** Passed to the body as props; keep it serializable (no functions, no class instances). */
  componentProps: Record<string, unknown>;
}

/** What a caller gives to open or enqueue a dialog. */
export interface OpenDialogParams {
  component: DialogName;
  /** Default 'popup'. */
  type?: DialogType;
  dialogProps?: DialogOptions;
  componentProps?: Record<string, unknown>;
}

/**
 * Props the host adds to every dialog body, next to its componentProps.
 * `close(result)` always closes (even a preventClose dialog: the body decides when it is done)
 * and resolves the promise returned by openDialog with `result`.
 * The body should render its heading with `id={titleId}`; the dialog is labelled by it.
 */
export interface DialogBodyProps<R = unknown> {
  dialogId: string;
  titleId: string;
  close: (result?: R) => void;
}

/**
 * A dialog body component. Declared with `never` props so a body with its own extra props
 * (`DialogBodyProps<boolean> & { amount: number }`) can be registered without casts.
 */
export type DialogComponent = ComponentType<never>;

/** Loads the chunk of one dialog body. */
export type DialogLoader = () => Promise<DialogComponent>;

/** Dialog name -> lazy loader; names without an entry render an error in the host. */
export type DialogRegistry = Partial<Record<DialogName, DialogLoader>>;
