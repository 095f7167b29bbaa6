import type { ItemsPage } from '../wire';

/** A button of a campaign popup: its text, and where it leads (null: it only closes the popup). */
export interface RawPopupButton {
  text: string;
  /** Untrusted: a site path or an address, checked by the safe-navigation helper before use. */
  url: string | null;
  /** primary (the main action) or secondary. */
  type?: 'primary' | 'secondary' | null;
}

/**
 * A campaign popup as the server sends it, its texts in the request's language (the `locale`
 * parameter every main-API call carries). `content` is HTML from the content side: untrusted.
 */
export interface RawPopup {
  id: number;
  sysname: string;
  title: string;
  content?: string | null;
  image?: string | null;
  buttons?: RawPopupButton[] | null;
  /** Lower first when several popups are queued. */
  priority?: number | null;
  /** draft: only answered in preview mode (#popup-preview). */
  status?: 'active' | 'draft' | null;
}

/**
 * popups.* of SPEC §7. `get` without `sysname` answers the popups meant for
 * the signed-in player now (a visitor gets Authorization); with `sysname` that popup alone, for
 * visitors too, or no item when there is none; `preview=1` also answers drafts.
 */
export interface PopupsContract {
  get: ItemsPage<RawPopup>;
}
