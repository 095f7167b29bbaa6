/**
 * Sends this tab to another page (a payment provider) with a full page load. Its own module, so a
 * test can replace it: jsdom cannot navigate.
 */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
