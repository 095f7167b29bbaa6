import type { ComponentType } from 'react';
import type { DialogName, DialogPropsOf, DialogResultOf } from './dialog-contracts';

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

/** What a caller gives to open or enqueue dialog N; `componentProps` is required when N has required props. */
export type OpenDialogParams<N extends DialogName = DialogName> = {
  component: N;
  /** Default 'popup'. */
  type?: DialogType;
  dialogProps?: DialogOptions;
} & (Record<never, never> extends DialogPropsOf<N> ? { componentProps?: DialogPropsOf<N> } : { componentProps: DialogPropsOf<N> });

/** Any dialog's open parameters, as the stack stores them. */
export interface AnyOpenDialogParams {
  component: DialogName;
  type?: DialogType;
  dialogProps?: DialogOptions;
  componentProps?: object;
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

/** Everything the body of dialog N receives: its contract's props plus the host's. */
export type DialogBodyPropsOf<N extends DialogName> = DialogBodyProps<DialogResultOf<N>> & DialogPropsOf<N>;

/** Loads the chunk of one dialog body. */
export type DialogLoader<N extends DialogName = DialogName> = () => Promise<ComponentType<DialogBodyPropsOf<N>>>;

/** Dialog name -> lazy loader of a body that takes that dialog's props; names without an entry render an error in the host. */
export type DialogRegistry = { [N in DialogName]?: DialogLoader<N> };
