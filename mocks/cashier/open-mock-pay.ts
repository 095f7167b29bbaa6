import { mockPayRoute } from './mock-pay-page';

/**
 * Mock builds: the provider page of a redirect / new-window / mobile deposit is a top-level
 * navigation to /mock-pay/..., which the service worker lets through, so the static host answers
 * with the app's index.html and the app's mock entry lands here (after it loaded the persisted
 * database). The page replaces the document; a decision settles the deposit in the persisted
 * database and goes back to the site's result page. Returns false for any other address.
 */
export function openMockPayIfPayPage(location: Location): boolean {
  const answer = mockPayRoute(new URL(location.href));
  if (answer === null) return false;
  if (answer.type === 'redirect') {
    location.replace(answer.location);
    return true;
  }
  document.open();
  document.write(answer.html);
  document.close();
  return true;
}
