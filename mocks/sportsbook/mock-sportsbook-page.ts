import { type HostMessage, parseHostMessage, PROTOCOL, type VendorMessage } from '@/api/sportsbook/iframe-protocol';
import type { SportsBet } from '@/api/sportsbook/sportsbook.types';
import { findEvent, ODDS_STEP_MS, oddsAt, type Pick } from './fixtures';
import { type Flash, type FrameState, normalizePath, stakeCents } from './frame-state';
import { STYLE } from './frame-style';
import { pageView, returnsText } from './frame-views';
import { MOCK_SPORTSBOOK_API, MOCK_SPORTSBOOK_PAGE } from './paths';
import { textsFor } from './texts';

/**
 * The mock sportsbook vendor's frame (mock builds only): the host's iframe adapter loads
 * /mock-sportsbook/?lang=..&path=.. ; the static host answers with the app's index.html and the mock
 * entry lands here instead of starting the app. It speaks the sbk/1 protocol with its parent: it
 * announces `ready`, takes the token from `session`, follows `navigate`, reports `route`, asks for
 * `login` / `register` / `deposit`, hints `balance` after a bet is placed or settled and says
 * `token-expired` when its API refuses the token. Its API calls go through the mock service worker
 * to the app window's mock backend, so bets move the same wallet the header shows.
 */

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

  const render = () => {
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.key;
    root.innerHTML = pageView(state);
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
    const stake = stakeCents(state);
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
    if (returns) returns.textContent = returnsText(state);
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
