/**
 * The mock sportsbook frame's markup, from its state: the lobby, a league, an event, the player's
 * bets, the slip. Every control carries `data-action` (what a click does) and `data-key` (so focus
 * survives a render).
 */
import { EVENTS, eventName, findEvent, LEAGUES, oddsAt, type Pick, pickLabel, type SportEvent } from './fixtures';
import { type FrameState, stakeCents, totalOdds } from './frame-state';

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

function picksOf(event: SportEvent): Pick[] {
  return (['1', 'X', '2'] as const).filter((pick) => event.base[pick] !== undefined);
}

function oddButton(state: FrameState, event: SportEvent, pick: Pick): string {
  const t = state.texts;
  const odds = oddsAt(event, pick, Date.now()) ?? 0;
  const key = `${event.id}:${pick}`;
  const chosen = state.slip.some((item) => item.event === event.id && item.pick === pick);
  const label = pick === 'X' ? t.draw : pickLabel(event, pick, t.draw);
  return `<button type="button" class="odd" data-action="pick" data-pick="${key}" data-key="pick-${key}" aria-pressed="${chosen}" aria-label="${esc(label)} ${odds.toFixed(2)}"><small>${esc(pick)}</small><b data-odds="${key}">${odds.toFixed(2)}</b></button>`;
}

function eventRow(state: FrameState, event: SportEvent): string {
  const t = state.texts;
  const when = event.live ? `<span class="live">${esc(t.live)}</span>` : esc(t.startsIn.replace('{m}', String(event.startsIn)));
  return `<div class="event"><div><a href="#" data-action="go" data-to="/event/${event.id}" data-key="ev-${event.id}">${esc(eventName(event))}</a><div class="when">${when}</div></div><div class="odds">${picksOf(event).map((pick) => oddButton(state, event, pick)).join('')}</div></div>`;
}

function leagueBlock(state: FrameState, leagueId: string): string {
  const league = LEAGUES.find((item) => item.id === leagueId)!;
  const events = EVENTS.filter((event) => event.league === leagueId);
  return `<section class="league"><h2><a href="#" data-action="go" data-to="/league/${league.id}" data-key="lg-${league.id}">${esc(league.name)}</a></h2>${events.map((event) => eventRow(state, event)).join('')}</section>`;
}

function mainView(state: FrameState): string {
  const t = state.texts;
  const path = state.path;
  if (path === '/my-bets') {
    if (!state.token) return `<h1>${esc(t.myBets)}</h1><p class="muted">${esc(t.signInForBets)}</p>`;
    if (state.bets.length === 0) return `<h1>${esc(t.myBets)}</h1><p class="muted">${esc(t.noBets)}</p>`;
    return `<h1>${esc(t.myBets)}</h1>${state.bets
      .map(
        (bet) =>
          `<div class="bet" data-bet="${bet.id}" data-status="${bet.status}"><div class="row"><b>${esc(bet.kind === 'accumulator' ? t.accumulator : t.single)} · ${bet.odds.toFixed(2)}</b><span class="badge" data-status="${bet.status}">${esc(t.status[bet.status])}</span></div>${bet.selections
            .map((selection) => `<div class="muted">${esc(selection.event)}: ${esc(selection.pick === 'Draw' ? t.draw : selection.pick)} @ ${selection.odds.toFixed(2)}</div>`)
            .join('')}<div>${esc(t.stake)}: ${esc(fmt(bet.stake, bet.currency, state.lang))}${bet.status === 'open' ? '' : ` · ${esc(fmt(bet.payout, bet.currency, state.lang))}`}</div></div>`,
      )
      .join('')}`;
  }
  const event = /^\/event\/(\d+)$/.exec(path);
  if (event) {
    const item = findEvent(Number(event[1]))!;
    const league = LEAGUES.find((row) => row.id === item.league)!;
    return `<p><a href="#" data-action="go" data-to="/league/${league.id}" data-key="back">${esc(league.name)}</a></p><h1 data-event="${item.id}">${esc(eventName(item))}</h1><div class="event"><div class="when">${item.live ? `<span class="live">${esc(t.live)}</span>` : esc(t.startsIn.replace('{m}', String(item.startsIn)))}</div><div class="odds">${picksOf(item).map((pick) => oddButton(state, item, pick)).join('')}</div></div>`;
  }
  const league = /^\/league\/([a-z-]+)$/.exec(path);
  if (league) return `<p><a href="#" data-action="go" data-to="/" data-key="back">${esc(t.back)}</a></p>${leagueBlock(state, league[1])}`;
  return `<h1>${esc(t.all)}</h1>${LEAGUES.map((item) => leagueBlock(state, item.id)).join('')}`;
}

/** What the slip would pay back at the typed stake, formatted; a dash when it cannot say. */
export function returnsText(state: FrameState): string {
  const stake = stakeCents(state) / 100;
  if (!Number.isFinite(stake) || stake <= 0 || state.slip.length === 0) return '—';
  const total = state.mode === 'accumulator' ? stake * totalOdds(state) : state.slip.reduce((sum, item) => sum + stake * item.odds, 0);
  return fmt(Math.round(total * 100) / 100, state.currency, state.lang);
}

function slipView(state: FrameState): string {
  const t = state.texts;
  const items = state.slip
    .map((item) => {
      const event = findEvent(item.event)!;
      return `<li><span>${esc(eventName(event))}<br><b>${esc(pickLabel(event, item.pick, t.draw))}</b> @ ${item.odds.toFixed(2)}</span><button type="button" class="btn" data-action="unpick" data-pick="${item.event}:${item.pick}" data-key="unpick-${item.event}" aria-label="${esc(t.remove)} ${esc(eventName(event))}">×</button></li>`;
    })
    .join('');
  const flash = state.flash
    ? `<div class="flash" role="status" data-tone="${state.flash.tone}">${esc(state.flash.text)}${state.flash.deposit ? ` <button type="button" class="btn" data-action="deposit" data-key="flash-deposit">${esc(t.deposit)}</button>` : ''}</div>`
    : '';
  if (state.slip.length === 0) return `<aside class="slip" aria-label="${esc(t.slip)}"><h2>${esc(t.slip)}</h2><p class="muted">${esc(t.emptySlip)}</p>${flash}</aside>`;
  const modes =
    state.slip.length > 1
      ? `<div class="modes" role="group"><button type="button" class="btn" data-action="mode" data-mode="single" data-key="mode-single" aria-pressed="${state.mode === 'single'}">${esc(t.single)} ×${state.slip.length}</button><button type="button" class="btn" data-action="mode" data-mode="accumulator" data-key="mode-acc" aria-pressed="${state.mode === 'accumulator'}">${esc(t.accumulator)}</button></div>`
      : '';
  const action = state.token
    ? `<button type="button" class="btn primary" data-action="place" data-key="place" ${state.busy ? 'disabled' : ''}>${esc(t.place)}</button>`
    : `<button type="button" class="btn primary" data-action="login" data-key="slip-login">${esc(t.signInToBet)}</button>`;
  return `<aside class="slip" aria-label="${esc(t.slip)}"><div class="row"><h2>${esc(t.slip)}</h2><button type="button" class="btn" data-action="clear" data-key="clear">${esc(t.clear)}</button></div><ul>${items}</ul>${modes}${
    state.mode === 'accumulator' && state.slip.length > 1 ? `<div class="row"><span>${esc(t.totalOdds)}</span><b>${totalOdds(state).toFixed(2)}</b></div>` : ''
  }<label>${esc(t.stake)}<input id="stake" data-key="stake" inputmode="decimal" autocomplete="off" value="${esc(state.stake)}"></label><div class="row"><span>${esc(t.returns)}</span><b id="returns">${esc(returnsText(state))}</b></div>${action}${flash}</aside>`;
}
/** The whole frame: the top bar with the player's wallet or sign-in, the page, the slip. */
export function pageView(state: FrameState): string {
  const t = state.texts;
  const who = state.token
    ? `<span>${esc(t.balance)}: <b data-balance>${state.balance === null ? '…' : esc(fmt(state.balance, state.currency, state.lang))}</b></span><button type="button" class="btn" data-action="deposit" data-key="deposit">${esc(t.deposit)}</button>`
    : `<button type="button" class="btn primary" data-action="login" data-key="login">${esc(t.signIn)}</button><button type="button" class="btn" data-action="register" data-key="register">${esc(t.register)}</button>`;
  return `<header class="top"><span class="brand">${esc(t.brand)}</span><nav class="nav"><a href="#" data-action="go" data-to="/" data-key="nav-all" ${state.path === '/' ? 'aria-current="page"' : ''}>${esc(t.all)}</a><a href="#" data-action="go" data-to="/my-bets" data-key="nav-bets" ${state.path === '/my-bets' ? 'aria-current="page"' : ''}>${esc(t.myBets)}</a></nav><div class="who">${who}</div></header><div class="layout"><main>${mainView(state)}</main>${slipView(state)}</div>`;
}
