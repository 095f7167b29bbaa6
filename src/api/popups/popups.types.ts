import type { RawPopupButton } from './popups.contract';

export type PopupButton = Required<Pick<RawPopupButton, 'text' | 'url'>> & { type: 'primary' | 'secondary' };

/** A campaign popup as the app uses it: every optional wire field filled in. */
export interface CampaignPopup {
  id: number;
  sysname: string;
  title: string;
  /** Untrusted HTML: shown only through SafeHtml. */
  content: string;
  image: string | null;
  buttons: PopupButton[];
  priority: number;
  draft: boolean;
}

/** The arguments of popupsGet: one popup by system name (optionally in preview mode), or the player's popups. */
export interface PopupsArgs {
  sysname?: string;
  preview?: boolean;
  /** The page language: the texts are per language (a cache key only; the base query sends it). */
  locale: string;
}

/**
 * The server-storage key (storage namespace) of the popups a player has closed: their system names,
 * comma-separated, so a popup queued after sign-in shows once per player.
 */
export const SEEN_POPUPS_STORAGE_KEY = 'already_seen_popups';
