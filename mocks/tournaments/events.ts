import type { EventsContract } from '@/api/events/events.contract';
import { recordHandledEvent } from './event-tables';
import { type ApiContext, type ContractMethods, fail, read, requireAccount, requireParam } from '../core/api-method';

/** Event names: lower-case words joined by underscores (`tournament_view`), as the table's `event`. */
const EVENT_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/** An optional positive integer parameter; null when absent. */
function optionalId(ctx: ApiContext, name: 'tournament_id' | 'offer_id'): number | null {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) fail('InvalidParameter', `${name}: a positive integer`, { [name]: ['INVALID'] });
  return Number(raw);
}

export const eventsMethods = {
  /**
   * SPEC §7 events.handle (a read): the signed-in player's page reports an event about a tournament
   * or a promotion offer; the mock records it (decision record 052) and answers 1.
   */
  handle: read((ctx) => {
    const account = requireAccount();
    const event = requireParam(ctx, 'event');
    if (!EVENT_NAME.test(event)) fail('InvalidParameter', 'event: lower-case letters, digits and _', { event: ['INVALID'] });
    const target = { tournament_id: optionalId(ctx, 'tournament_id'), offer_id: optionalId(ctx, 'offer_id') };
    if (target.tournament_id === null && target.offer_id === null) {
      fail('InvalidParameter', 'tournament_id or offer_id: one is required', { tournament_id: ['REQUIRED'], offer_id: ['REQUIRED'] });
    }
    recordHandledEvent(account.uid, event, target);
    return 1 as const;
  }),
} satisfies ContractMethods<EventsContract>;
