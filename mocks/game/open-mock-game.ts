import { mockGamePageFor } from '../handlers/mock-game';

/**
 * The game frame of a mock build loads /mock-games/<sysname>: the service worker lets navigations
 * through, so the static host answers with the app's index.html and the app's mock entry lands here.
 * The page then replaces the document with the mock provider's game. Its spins are ordinary fetches
 * from a same-origin frame, which the worker hands to the app window's mock backend (the one db).
 * Returns false for any other address.
 */
export function openMockGameIfGamePage(location: Location): boolean {
  const page = mockGamePageFor(new URL(location.href));
  if (page === null) return false;
  document.open();
  document.write(page);
  document.close();
  return true;
}
