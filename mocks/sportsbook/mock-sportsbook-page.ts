import { type HostMessage, parseHostMessage, PROTOCOL, type VendorMessage } from '@/api/sportsbook/iframe-protocol';
import { isWidgetPath } from '@/api/sportsbook/widget-path';
import type { SportsBet } from '@/api/sportsbook/sportsbook.types';
import { EVENTS, eventName, findEvent, LEAGUES, ODDS_STEP_MS, oddsAt, type Pick, pickLabel, type SportEvent } from './fixtures';
import { MOCK_SPORTSBOOK_API, MOCK_SPORTSBOOK_PAGE } from './paths';
import { type MockSportsbookTexts, textsFor } from './texts';

/**
 * The mock sportsbook vendor's frame (mock builds only): the host's iframe adapter loads
 * /mock-sportsbook/?lang=..&path=.. ; the static host answers with the app's index.html and the mock
 * entry lands here instead of starting the app. It speaks the sbk/1 protocol with its parent: it
 * announces `ready`, takes the token from `session`, follows `navigate`, reports `route`, asks for
 * `login` / `register` / `deposit`, hints `balance` after a bet is placed or settled and says
 * `token-expired` when its API refuses the token. Its API calls go through the mock service worker
 * to the app window's mock backend, so bets move the same wallet the header shows.
 */

interface SlipItem {
  event: number;
  pick: Pick;
  odds: number;
}

interface Flash {
  tone: 'ok' | 'error';
  text: string;
  deposit?: boolean;
}

interface FrameState {
  texts: MockSportsbookTexts;
  lang: string;
  token: string | null;
  path: string;
  slip: SlipItem[];
  mode: 'single' | 'accumulator';
  stake: string;
  bets: SportsBet[];
  balance: number | null;
  currency: string;
  flash: Flash | null;
  busy: boolean;
  retryPlace: boolean;
}

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#0f1420;color:#eef2fb;font-size:15px}
a{color:#9cc4ff}button,input{font:inherit}
:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.top{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;padding:10px 14px;background:#17203a;position:sticky;top:0;z-index:2}
.brand{font-weight:800;color:#7dffa8}
.nav{display:flex;gap:6px;flex-wrap:wrap}
.nav a,.nav button,.btn{border:0;border-radius:8px;padding:7px 12px;background:#24304f;color:#eef2fb;text-decoration:none;cursor:pointer}
.nav a[aria-current=page]{background:#3a4c7d}
.btn.primary{background:#ffc43d;color:#1a1400;font-weight:700}
.btn:disabled{opacity:.6;cursor:progress}
.who{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.layout{display:grid;gap:14px;padding:14px}
@media (min-width:900px){.layout{grid-template-columns:1fr 320px;align-items:start}.slip{position:sticky;top:64px}}
h1,h2,h3{margin:0 0 8px}h1{font-size:1.3rem}h2{font-size:1.05rem;color:#b9c5e4}
.league{margin-bottom:16px}
.event{display:grid;grid-template-columns:1fr auto;gap:8px;align-items:center;padding:10px;border-radius:10px;background:#161e33;margin-bottom:8px}
.event .when{font-size:.8rem;color:#9aa7c7}.live{color:#ff7a7a;font-weight:700}
.odds{display:flex;gap:6px}
.odd{min-width:64px;border:1px solid #34436b;border-radius:8px;padding:6px 8px;background:#1e2842;color:#eef2fb;cursor:pointer;display:grid;text-align:center}
.odd small{font-size:.7rem;color:#9aa7c7}
.odd[aria-pressed=true]{background:#ffc43d;color:#1a1400;border-color:#ffc43d}.odd[aria-pressed=true] small{color:#3a2c00}
.odd[data-dir=up] b{color:#7dffa8}.odd[data-dir=down] b{color:#ff9a9a}
.odd[aria-pressed=true][data-dir] b{color:inherit}
@media (max-width:520px){.event{grid-template-columns:1fr}.odd{min-width:0;flex:1}}
.slip{background:#161e33;border-radius:12px;padding:12px;display:grid;gap:10px}
.slip ul{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.slip li{display:flex;justify-content:space-between;gap:8px;align-items:center;background:#1e2842;border-radius:8px;padding:6px 8px;font-size:.9rem}
.modes{display:flex;gap:6px}.modes .btn[aria-pressed=true]{background:#3a4c7d}
label{display:grid;gap:4px;font-size:.85rem}
input{border-radius:8px;border:1px solid #34436b;background:#0f1420;color:#eef2fb;padding:8px}
.row{display:flex;justify-content:space-between}
.flash{padding:8px;border-radius:8px;background:#173a27}.flash[data-tone=error]{background:#4a1d24}
.bet{padding:10px;border-radius:10px;background:#161e33;margin-bottom:8px;display:grid;gap:4px}
.badge{font-weight:700}.badge[data-status=won]{color:#7dffa8}.badge[data-status=lost]{color:#ff9a9a}.badge[data-status=open]{color:#ffc43d}
.muted{color:#9aa7c7}`;

function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function fmt(amount: number, currency: string, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

function normalizePath(raw: string | null): string {
  if (!raw || !isWidgetPath(raw)) return '/';
  if (raw === '/my-bets') return raw;
  const league = /^\/league\/([a-z-]+)$/.exec(raw);
  if (league && LEAGUES.some((item) => item.id === league[1])) return raw;
  const event = /^\/event\/(\d+)$/.exec(raw);
  if (event && findEvent(Number(event[1]))) return raw;
  return '/';
}

function picksOf(event: SportEvent): Pick[] {
  return (['1', 'X', '2'] as const).filter((pick) => event.base[pick] !== undefined);
}

/** Mounts the mock sportsbook when this window is its frame; false for any other address. */
export function openMockSportsbookIfPage(location: Location): boolean {
  if (location.pathname !== MOCK_SPORTSBOOK_PAGE) return false;
  mountMockSportsbook(location);
  return true;
}

function mountMockSportsbook(location: Location): void {
  const params = new URLSearchParams(location.search);
  const initial = textsFor(params.get('lang'));
  const state: FrameState = {
    texts: initial.texts,
    lang: initial.lang,
    token: null,
    path: normalizePath(params.get('path')),
    slip: [],
    mode: 'single',
    stake: '5',
    bets: [],
    balance: null,
    currency: 'EUR',
    flash: null,
    busy: false,
    retryPlace: false,
  };
  let hostOrigin = location.origin;
  try {
    if (document.referrer) hostOrigin = new URL(document.referrer).origin;
  } catch {
    // keep this origin
  }
  const lastOdds = new Map<string, number>();

  document.documentElement.removeAttribute('data-stale-page');
  document.documentElement.lang = state.lang;
  document.title = state.texts.brand;
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  const root = document.createElement('div');
  document.body.replaceChildren(root);

  const post = (message: VendorMessage) => window.parent.postMessage(message, hostOrigin);
  const t = () => state.texts;

  const oddButton = (event: SportEvent, pick: Pick) => {
    const odds = oddsAt(event, pick, Date.now()) ?? 0;
    const key = `${event.id}:${pick}`;
    const chosen = state.slip.some((item) => item.event === event.id && item.pick === pick);
    const label = pick === 'X' ? t().draw : pickLabel(event, pick, t().draw);
    return `<button type="button" class="odd" data-action="pick" data-pick="${key}" data-key="pick-${key}" aria-pressed="${chosen}" aria-label="${esc(label)} ${odds.toFixed(2)}"><small>${esc(pick)}</small><b data-odds="${key}">${odds.toFixed(2)}</b></button>`;
  };

  const eventRow = (event: SportEvent) => {
    const when = event.live ? `<span class="live">${esc(t().live)}</span>` : esc(t().startsIn.replace('{m}', String(event.startsIn)));
    return `<div class="event"><div><a href="#" data-action="go" data-to="/event/${event.id}" data-key="ev-${event.id}">${esc(eventName(event))}</a><div class="when">${when}</div></div><div class="odds">${picksOf(event).map((pick) => oddButton(event, pick)).join('')}</div></div>`;
  };

  const leagueBlock = (leagueId: string) => {
    const league = LEAGUES.find((item) => item.id === leagueId)!;
    const events = EVENTS.filter((event) => event.league === leagueId);
    return `<section class="league"><h2><a href="#" data-action="go" data-to="/league/${league.id}" data-key="lg-${league.id}">${esc(league.name)}</a></h2>${events.map(eventRow).join('')}</section>`;
  };

  const mainView = () => {
    const path = state.path;
    if (path === '/my-bets') {
      if (!state.token) return `<h1>${esc(t().myBets)}</h1><p class="muted">${esc(t().signInForBets)}</p>`;
      if (state.bets.length === 0) return `<h1>${esc(t().myBets)}</h1><p class="muted">${esc(t().noBets)}</p>`;
      return `<h1>${esc(t().myBets)}</h1>${state.bets
        .map(
          (bet) =>
            `<div class="bet" data-bet="${bet.id}" data-status="${bet.status}"><div class="row"><b>${esc(bet.kind === 'accumulator' ? t().accumulator : t().single)} · ${bet.odds.toFixed(2)}</b><span class="badge" data-status="${bet.status}">${esc(t().status[bet.status])}</span></div>${bet.selections
              .map((selection) => `<div class="muted">${esc(selection.event)}: ${esc(selection.pick === 'Draw' ? t().draw : selection.pick)} @ ${selection.odds.toFixed(2)}</div>`)
              .join('')}<div>${esc(t().stake)}: ${esc(fmt(bet.stake, bet.currency, state.lang))}${bet.status === 'open' ? '' : ` · ${esc(fmt(bet.payout, bet.currency, state.lang))}`}</div></div>`,
        )
        .join('')}`;
    }
    const event = /^\/event\/(\d+)$/.exec(path);
    if (event) {
      const item = findEvent(Number(event[1]))!;
      const league = LEAGUES.find((row) => row.id === item.league)!;
      return `<p><a href="#" data-action="go" data-to="/league/${league.id}" data-key="back">${esc(league.name)}</a></p><h1 data-event="${item.id}">${esc(eventName(item))}</h1><div class="event"><div class="when">${item.live ? `<span class="live">${esc(t().live)}</span>` : esc(t().startsIn.replace('{m}', String(item.startsIn)))}</div><div class="odds">${picksOf(item).map((pick) => oddButton(item, pick)).join('')}</div></div>`;
    }
    const league = /^\/league\/([a-z-]+)$/.exec(path);
    if (league) return `<p><a href="#" data-action="go" data-to="/" data-key="back">${esc(t().back)}</a></p>${leagueBlock(league[1])}`;
    return `<h1>${esc(t().all)}</h1>${LEAGUES.map((item) => leagueBlock(item.id)).join('')}`;
  };

  const totalOdds = () => Math.round(state.slip.reduce((product, item) => product * item.odds, 1) * 100) / 100;
  const stakeCents = () => Math.round(Number(state.stake.replace(',', '.')) * 100);
  const returnsText = () => {
    const stake = stakeCents() / 100;
    if (!Number.isFinite(stake) || stake <= 0 || state.slip.length === 0) return '—';
    const total = state.mode === 'accumulator' ? stake * totalOdds() : state.slip.reduce((sum, item) => sum + stake * item.odds, 0);
    return fmt(Math.round(total * 100) / 100, state.currency, state.lang);
  };

  const slipView = () => {
    const items = state.slip
      .map((item) => {
        const event = findEvent(item.event)!;
        return `<li><span>${esc(eventName(event))}<br><b>${esc(pickLabel(event, item.pick, t().draw))}</b> @ ${item.odds.toFixed(2)}</span><button type="button" class="btn" data-action="unpick" data-pick="${item.event}:${item.pick}" data-key="unpick-${item.event}" aria-label="${esc(t().remove)} ${esc(eventName(event))}">×</button></li>`;
      })
      .join('');
    const flash = state.flash
      ? `<div class="flash" role="status" data-tone="${state.flash.tone}">${esc(state.flash.text)}${state.flash.deposit ? ` <button type="button" class="btn" data-action="deposit" data-key="flash-deposit">${esc(t().deposit)}</button>` : ''}</div>`
      : '';
    if (state.slip.length === 0) return `<aside class="slip" aria-label="${esc(t().slip)}"><h2>${esc(t().slip)}</h2><p class="muted">${esc(t().emptySlip)}</p>${flash}</aside>`;
    const modes =
      state.slip.length > 1
        ? `<div class="modes" role="group"><button type="button" class="btn" data-action="mode" data-mode="single" data-key="mode-single" aria-pressed="${state.mode === 'single'}">${esc(t().single)} ×${state.slip.length}</button><button type="button" class="btn" data-action="mode" data-mode="accumulator" data-key="mode-acc" aria-pressed="${state.mode === 'accumulator'}">${esc(t().accumulator)}</button></div>`
        : '';
    const action = state.token
      ? `<button type="button" class="btn primary" data-action="place" data-key="place" ${state.busy ? 'disabled' : ''}>${esc(t().place)}</button>`
      : `<button type="button" class="btn primary" data-action="login" data-key="slip-login">${esc(t().signInToBet)}</button>`;
    return `<aside class="slip" aria-label="${esc(t().slip)}"><div class="row"><h2>${esc(t().slip)}</h2><button type="button" class="btn" data-action="clear" data-key="clear">${esc(t().clear)}</button></div><ul>${items}</ul>${modes}${
      state.mode === 'accumulator' && state.slip.length > 1 ? `<div class="row"><span>${esc(t().totalOdds)}</span><b>${totalOdds().toFixed(2)}</b></div>` : ''
    }<label>${esc(t().stake)}<input id="stake" data-key="stake" inputmode="decimal" autocomplete="off" value="${esc(state.stake)}"></label><div class="row"><span>${esc(t().returns)}</span><b id="returns">${esc(returnsText())}</b></div>${action}${flash}</aside>`;
  };

  const render = () => {
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.key;
    const who = state.token
      ? `<span>${esc(t().balance)}: <b data-balance>${state.balance === null ? '…' : esc(fmt(state.balance, state.currency, state.lang))}</b></span><button type="button" class="btn" data-action="deposit" data-key="deposit">${esc(t().deposit)}</button>`
      : `<button type="button" class="btn primary" data-action="login" data-key="login">${esc(t().signIn)}</button><button type="button" class="btn" data-action="register" data-key="register">${esc(t().register)}</button>`;
    root.innerHTML = `<header class="top"><span class="brand">${esc(t().brand)}</span><nav class="nav"><a href="#" data-action="go" data-to="/" data-key="nav-all" ${state.path === '/' ? 'aria-current="page"' : ''}>${esc(t().all)}</a><a href="#" data-action="go" data-to="/my-bets" data-key="nav-bets" ${state.path === '/my-bets' ? 'aria-current="page"' : ''}>${esc(t().myBets)}</a></nav><div class="who">${who}</div></header><div class="layout"><main>${mainView()}</main>${slipView()}</div>`;
    if (focusKey) root.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusKey)}"]`)?.focus();
  };

  const api = async (what: 'bets' | 'place', body: Record<string, unknown>): Promise<{ status: number; data: Record<string, unknown> }> => {
    const response = await fetch(`${MOCK_SPORTSBOOK_API}/${what}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, data };
  };

  let pollTimer: number | undefined;
  const refreshBets = async () => {
    if (!state.token) return;
    const before = new Set(state.bets.filter((bet) => bet.status === 'open').map((bet) => bet.id));
    const answer = await api('bets', { token: state.token }).catch(() => null);
    if (!answer) return;
    if (answer.status === 401) {
      if (answer.data.error === 'token_expired') post({ protocol: PROTOCOL, type: 'token-expired' });
      return;
    }
    state.bets = answer.data.bets as SportsBet[];
    state.balance = Number(answer.data.balance);
    state.currency = String(answer.data.currency);
    if (state.bets.some((bet) => before.has(bet.id) && bet.status !== 'open')) post({ protocol: PROTOCOL, type: 'balance' });
    render();
    window.clearTimeout(pollTimer);
    if (state.bets.some((bet) => bet.status === 'open')) pollTimer = window.setTimeout(() => void refreshBets(), 1500);
  };

  const go = (path: string, report = true) => {
    const next = normalizePath(path);
    if (next === state.path) return;
    state.path = next;
    state.flash = null;
    render();
    window.scrollTo(0, 0);
    if (report) post({ protocol: PROTOCOL, type: 'route', path: next });
  };

  const place = async () => {
    if (!state.token || state.busy || state.slip.length === 0) return;
    const stake = stakeCents();
    if (!Number.isInteger(stake) || stake < 100) {
      state.flash = { tone: 'error', text: t().failed };
      render();
      return;
    }
    state.busy = true;
    state.flash = null;
    render();
    const tickets = state.mode === 'accumulator' && state.slip.length > 1 ? [state.slip] : state.slip.map((item) => [item]);
    let failure: Flash | null = null;
    for (const ticket of tickets) {
      const answer = await api('place', { token: state.token, kind: ticket.length > 1 ? 'accumulator' : 'single', stake, selections: ticket.map((item) => ({ event: item.event, pick: item.pick, odds: item.odds })) }).catch(() => null);
      if (!answer) failure = { tone: 'error', text: t().failed };
      else if (answer.status === 401 && answer.data.error === 'token_expired') {
        state.retryPlace = true;
        post({ protocol: PROTOCOL, type: 'token-expired' });
        state.busy = false;
        render();
        return;
      } else if (answer.status === 402) failure = { tone: 'error', text: t().funds, deposit: true };
      else if (answer.status === 409) failure = { tone: 'error', text: t().oddsChanged };
      else if (answer.status !== 200) failure = { tone: 'error', text: t().failed };
      else {
        state.balance = Number(answer.data.balance);
        state.slip = state.slip.filter((item) => !ticket.includes(item));
      }
      if (failure) break;
    }
    state.busy = false;
    state.flash = failure ?? { tone: 'ok', text: t().placed };
    post({ protocol: PROTOCOL, type: 'balance' });
    render();
    void refreshBets();
  };

  root.addEventListener('click', (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-action]');
    if (!target) return;
    const action = target.dataset.action;
    if (action === 'go') {
      event.preventDefault();
      go(target.dataset.to ?? '/');
    } else if (action === 'pick') {
      const [id, pick] = (target.dataset.pick ?? '').split(':');
      const eventRow = findEvent(Number(id));
      const odds = eventRow ? oddsAt(eventRow, pick as Pick, Date.now()) : null;
      if (!eventRow || odds === null) return;
      const same = state.slip.find((item) => item.event === eventRow.id);
      state.slip = state.slip.filter((item) => item.event !== eventRow.id);
      if (!same || same.pick !== pick) state.slip.push({ event: eventRow.id, pick: pick as Pick, odds });
      if (state.slip.length < 2) state.mode = 'single';
      state.flash = null;
      render();
    } else if (action === 'unpick') {
      const [id] = (target.dataset.pick ?? '').split(':');
      state.slip = state.slip.filter((item) => item.event !== Number(id));
      render();
    } else if (action === 'clear') {
      state.slip = [];
      render();
    } else if (action === 'mode') {
      state.mode = target.dataset.mode === 'accumulator' ? 'accumulator' : 'single';
      render();
    } else if (action === 'place') void place();
    else if (action === 'login') post({ protocol: PROTOCOL, type: 'login' });
    else if (action === 'register') post({ protocol: PROTOCOL, type: 'register' });
    else if (action === 'deposit') post({ protocol: PROTOCOL, type: 'deposit' });
  });
  root.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.id !== 'stake') return;
    state.stake = input.value;
    const returns = root.querySelector('#returns');
    if (returns) returns.textContent = returnsText();
  });

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== hostOrigin) return;
    const message: HostMessage | null = parseHostMessage(event.data);
    if (!message) return;
    if (message.type === 'session') {
      const changedUser = message.token !== state.token;
      const next = textsFor(message.lang);
      state.texts = next.texts;
      state.lang = next.lang;
      document.documentElement.lang = next.lang;
      state.token = message.token;
      if (changedUser && !message.token) {
        state.bets = [];
        state.balance = null;
      }
      render();
      if (message.token) {
        void refreshBets();
        if (state.retryPlace) {
          state.retryPlace = false;
          void place();
        }
      }
    } else if (message.type === 'navigate') go(message.path, false);
    else if (message.type === 'balance') {
      state.balance = message.amount;
      state.currency = message.currency;
      render();
    }
  });

  // The odds move: buttons show the new price and which way it went; the slip takes the new price.
  window.setInterval(() => {
    const now = Date.now();
    let slipChanged = false;
    for (const item of state.slip) {
      const event = findEvent(item.event);
      const odds = event ? oddsAt(event, item.pick, now) : null;
      if (odds !== null && odds !== item.odds) {
        item.odds = odds;
        slipChanged = true;
      }
    }
    if (slipChanged) {
      render();
      return;
    }
    for (const node of root.querySelectorAll<HTMLElement>('[data-odds]')) {
      const [id, pick] = (node.dataset.odds ?? '').split(':');
      const event = findEvent(Number(id));
      const odds = event ? oddsAt(event, pick as Pick, now) : null;
      if (odds === null) continue;
      const key = node.dataset.odds!;
      const previous = lastOdds.get(key) ?? Number(node.textContent);
      lastOdds.set(key, odds);
      if (odds === previous) continue;
      node.textContent = odds.toFixed(2);
      const button = node.closest('button');
      if (button) {
        button.dataset.dir = odds > previous ? 'up' : 'down';
        const label = button.getAttribute('aria-label') ?? '';
        button.setAttribute('aria-label', label.replace(/[\d.]+$/, odds.toFixed(2)));
      }
    }
  }, ODDS_STEP_MS / 2);

  render();
  post({ protocol: PROTOCOL, type: 'ready' });
}
