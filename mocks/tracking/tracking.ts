import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { networkGate } from '../core/scenario-gates';

/** A transparent 1x1 GIF: the answer of the tracking pixel. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

/** Query parameters of every /hit received since the last reset (newest last), for tests and QA. */
const hits: Array<Record<string, string>> = [];

export function receivedHits(): ReadonlyArray<Record<string, string>> {
  return hits;
}

export function clearReceivedHits(): void {
  hits.length = 0;
}

/** GET /hit at the site root (SPEC §7 tracking): remembers the query and answers with the pixel. */
export const hitHandler = http.get('*/hit', async ({ request }) => {
  const gate = await networkGate();
  if (gate) return gate;
  hits.push(Object.fromEntries(new URL(request.url).searchParams));
  return new HttpResponse(PIXEL, {
    headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' },
  });
});

export const trackingHandlers = [hitHandler];
