/**
 * SPEC §2: a `popup` query parameter on any navigation opens the campaign popup with that system
 * name; with the hash #popup-preview it opens in preview mode.
 */
export const POPUP_PARAM = 'popup';
export const PREVIEW_HASH = '#popup-preview';

export interface PopupRequest {
  sysname: string;
  preview: boolean;
}

/** The popup the address asks for, or null (no parameter, or an empty one). */
export function popupRequest(search: string, hash: string): PopupRequest | null {
  const sysname = new URLSearchParams(search).get(POPUP_PARAM)?.trim();
  if (!sysname) return null;
  return { sysname, preview: hash === PREVIEW_HASH };
}

/** Whether the address carries a popup request (the app loads the watcher only then). */
export function wantsPopupQuery(search: string): boolean {
  return popupRequest(search, '') !== null;
}

/** A query part's name as URLSearchParams (and so popupRequest) reads it: "%70opup" is "popup". */
function nameOf(part: string): string | undefined {
  return new URLSearchParams(part).keys().next().value;
}

/** The query without the popup parameter (the other parameters as written), for after the popup closes. */
export function searchWithoutPopup(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && nameOf(part) !== POPUP_PARAM);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** The hash without #popup-preview. */
export function hashWithoutPreview(hash: string): string {
  return hash === PREVIEW_HASH ? '' : hash;
}
