import { useEffect, useRef } from 'react';
import { useSession } from '../account/use-session';
import { type EventsHandleArgs, useEventsHandleMutation } from './events-api';

/**
 * What a page reports through events.handle (decision record 052): a tournament page and a
 * promotion or offer page, each about the item it shows. The names are the contract table's.
 */
export type PageEvent = ({ event: 'tournament_view'; tournament_id: number } | { event: 'promotion_view'; offer_id: number }) & EventsHandleArgs;

/** Nothing of the mutation's state is read: its answer re-renders no page. */
const NOTHING = {};
const selectNothing = () => NOTHING;

/**
 * Sends `event` once per visit of a page, for a signed-in player only, once the page has shown what
 * it is about: pass null until the page's own data answered. Another item shown by the same page
 * (another id) is another visit. Failures are ignored: SPEC names no answer, and the player has
 * nothing to do about it.
 */
export function usePageEvent(event: PageEvent | null): void {
  const { isPlayer } = useSession();
  const [handle] = useEventsHandleMutation({ selectFromResult: selectNothing });
  const sent = useRef<string | null>(null);
  // The event as text: a page passes a new object each render, the same visit the same text.
  const key = event && isPlayer ? JSON.stringify(event) : null;

  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    void handle(JSON.parse(key) as PageEvent);
  }, [key, handle]);
}
