import { transactionsTable } from '../cashier/cashier-tables';
import { popupsRow, seenPopupSysnames } from './popup-tables';
import type { AccountRow } from '../core/schema';
import { siteSettings } from '../cms/site-settings';
import { inLocale, type Ml } from '../promotions/fixtures/campaign-offers';
import { HOSTILE_HTML } from '../promotions/fixtures/hostile-html';
import { HOSTILE_POPUP_SYSNAME, POPUPS, type PopupPlayer, type PopupSeed } from './fixtures/popups';
import { type ApiContext, type ContractMethods, read, requireAccount } from '../core/api-method';
import type { PopupsContract, RawPopup } from '@/api/popups/popups.contract';

const same = (value: string): Ml => ({ ru: value, en: value, it: value, es: value });

/** mock_hostile_html: one popup carrying the whole hostile set, a hostile title and hostile button targets. */
function hostilePopup(): PopupSeed {
  return {
    id: 99,
    sysname: HOSTILE_POPUP_SYSNAME,
    status: 'active',
    priority: 0,
    audience: () => true,
    title: same('QA <img src=x onerror="window.__xss=1"> hostile popup'),
    content: same(HOSTILE_HTML.join('\n')),
    image: 'javascript:window.__xss=1',
    buttons: [
      { text: same('QA javascript'), url: 'javascript:window.__xss=1', type: 'primary' },
      { text: same('QA data'), url: 'data:text/html,<script>window.__xss=1</script>', type: 'secondary' },
      { text: same('QA protocol-relative'), url: '//evil.example/', type: 'secondary' },
      { text: same('QA home'), url: '/', type: 'secondary' },
    ],
  };
}

/** The popups of the site: the fixtures, plus the hostile one while the QA switch is on. */
function allPopups(): PopupSeed[] {
  return siteSettings().hostileHtml ? [hostilePopup(), ...POPUPS] : [...POPUPS];
}

function popupPlayer(account: AccountRow): PopupPlayer {
  const hasDeposited = transactionsTable().some((row) => row.uid === account.uid && row.type === 'deposit' && row.status === 'success');
  return { account, hasDeposited };
}

function toWire(seed: PopupSeed, locale: string | null): RawPopup {
  return {
    id: seed.id,
    sysname: seed.sysname,
    title: inLocale(seed.title, locale),
    content: inLocale(seed.content, locale),
    image: seed.image,
    buttons: seed.buttons.map((button) => ({ text: inLocale(button.text, locale), url: button.url, type: button.type })),
    priority: seed.priority,
    status: seed.status,
  };
}

/** The popup a sysname asks for: active ones for anyone, drafts only in preview mode. */
function bySysname(ctx: ApiContext, sysname: string): PopupSeed[] {
  const preview = ctx.query.get('preview') === '1';
  return allPopups().filter((seed) => seed.sysname === sysname && (seed.status === 'active' || preview));
}

/** The active popups whose audience the signed-in player is in (none while mock_popups=off). */
function forPlayer(account: AccountRow): PopupSeed[] {
  if (popupsRow().off) return [];
  const player = popupPlayer(account);
  return allPopups()
    .filter((seed) => seed.status === 'active' && seed.audience?.(player) === true)
    .sort((a, b) => a.priority - b.priority);
}

export const popupsMethods = {
  /**
   * SPEC §7 popups.get (decision record 027): with `sysname` that popup for anyone (drafts with
   * preview=1), or no item; without it the active popups meant for the signed-in player, by priority.
   * Which ones the player has already closed is the client's record (storage key already_seen_popups).
   */
  get: read((ctx) => {
    const sysname = ctx.query.get('sysname');
    const seeds = sysname ? bySysname(ctx, sysname) : forPlayer(requireAccount());
    return { items: seeds.map((seed) => toWire(seed, ctx.locale)), total: seeds.length };
  }),
} satisfies ContractMethods<PopupsContract>;

/** One popup as the QA panel lists it (decision record 030). */
export interface QaPopup {
  sysname: string;
  title: string;
  /**
   * queued: the signed-in player gets it after signing in; notForPlayer: another audience;
   * afterSignIn: nobody is signed in, some players get it; addressOnly: only by ?popup=; draft:
   * only in preview mode (#popup-preview).
   */
  kind: 'queued' | 'notForPlayer' | 'afterSignIn' | 'addressOnly' | 'draft';
  /** The signed-in player has closed it (the client's record). */
  seen: boolean;
}

/** Every popup of the mock, in the order they would be queued, for the QA panel. */
export function qaPopups(account: AccountRow | undefined, locale: string | null): QaPopup[] {
  const player = account ? popupPlayer(account) : null;
  const seen = new Set(account ? seenPopupSysnames(account.uid) : []);
  const kind = (seed: PopupSeed): QaPopup['kind'] => {
    if (seed.status === 'draft') return 'draft';
    if (!seed.audience) return 'addressOnly';
    if (!player) return 'afterSignIn';
    return seed.audience(player) ? 'queued' : 'notForPlayer';
  };
  return [...allPopups()]
    .sort((a, b) => a.priority - b.priority)
    .map((seed) => ({ sysname: seed.sysname, title: inLocale(seed.title, locale), kind: kind(seed), seen: seen.has(seed.sysname) }));
}
