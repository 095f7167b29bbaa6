import { BETS, SYMBOL_NAMES, SYMBOLS, THREE_OF_A_KIND } from './slot-rules';
import { ANSWER, CALL } from './bridge-messages';
import { MOCK_GAME_TEXTS, type MockGameLang } from './mock-game-texts';

export const MOCK_GAMES_PATH = '/mock-games';
export const SPIN_PATH = `${MOCK_GAMES_PATH}/api/spin`;
export const BALANCE_PATH = `${MOCK_GAMES_PATH}/api/balance`;

export interface MockGamePageParams {
  sysname: string;
  name: string;
  mode: 'demo' | 'real';
  lang: string;
  session: string | null;
  /** Demo only: the seed of the local reels. */
  seed?: string | null;
  /** QA / e2e: every spin wins, loses or hits three sevens. */
  force?: string | null;
  /**
   * How real-money play reaches the provider's API: `fetch` on the page's own origin (the mock HTTP
   * server's game origin), or `bridge`: messages to the app window (mock builds, whose frame has an
   * opaque origin; mocks/games/mock-game/mock-game-bridge.ts).
   */
  transport: 'fetch' | 'bridge';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function langOf(lang: string): MockGameLang {
  return lang in MOCK_GAME_TEXTS ? (lang as MockGameLang) : 'en';
}

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:radial-gradient(circle at 50% 0,#2a1f5c,#0b0c1a 70%);color:#f4f4fb;display:grid;place-items:center;padding:16px}
main{width:min(520px,100%);display:grid;gap:14px;text-align:center}
h1{margin:0;font-size:clamp(1.2rem,4vw,1.8rem)}
.mode{justify-self:center;padding:4px 12px;border-radius:999px;font-size:.85rem;font-weight:600;background:#3b2f7a}
.mode[data-mode=real]{background:#0f6b3a}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;padding:14px;border-radius:18px;background:#14132b;border:2px solid #ffc43d}
.reel{aspect-ratio:1;display:grid;place-items:center;font-size:clamp(2.4rem,12vw,4.2rem);font-weight:800;border-radius:12px;background:#fff;color:#c0143c}
.reels[data-spinning=true] .reel{animation:blur .25s linear infinite}
@keyframes blur{50%{transform:translateY(6px);opacity:.6}}
@media (prefers-reduced-motion:reduce){.reels[data-spinning=true] .reel{animation:none}}
.row{display:flex;gap:12px;justify-content:center;align-items:center;flex-wrap:wrap}
label{font-weight:600}
select,button{font:inherit;border-radius:10px;border:0;padding:10px 14px}
select{background:#262449;color:#fff}
button{background:#ffc43d;color:#1a1400;font-weight:800;min-width:140px;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.balance{font-size:1.1rem}
.message{min-height:1.5em;font-weight:600}
.message[data-tone=win]{color:#7dffa8}.message[data-tone=error]{color:#ff9a9a}
.paytable{margin:0;font-size:.8rem;opacity:.8}`;

/**
 * The mock provider's game page: a self-contained 3-reel slot. Demo mode plays fun money in the page;
 * real mode asks the mock spin endpoint, which moves the signed-in player's wallet.
 */
export function renderMockGamePage(params: MockGamePageParams): string {
  const lang = langOf(params.lang);
  const texts = MOCK_GAME_TEXTS[lang];
  const config = {
    sysname: params.sysname,
    mode: params.mode,
    lang,
    session: params.session,
    seed: params.seed ?? params.sysname,
    force: params.force ?? null,
    transport: params.transport,
    paths: { spin: SPIN_PATH, balance: BALANCE_PATH },
    messages: { call: CALL, answer: ANSWER },
    symbols: SYMBOLS,
    symbolNames: SYMBOL_NAMES,
    three: THREE_OF_A_KIND,
    bets: BETS,
    texts,
  };
  const options = BETS.map((bet, i) => `<option value="${bet}"${i === 1 ? ' selected' : ''}>${(bet / 100).toFixed(2)}</option>`).join('');
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(params.name)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(params.name)}</h1>
<p class="mode" data-mode="${params.mode}">${escapeHtml(params.mode === 'real' ? texts.real : texts.demo)}</p>
<div class="reels" id="reels" role="img" aria-label="${escapeHtml(texts.reels)}">
<span class="reel" aria-hidden="true">${SYMBOLS[5]}</span><span class="reel" aria-hidden="true">${SYMBOLS[5]}</span><span class="reel" aria-hidden="true">${SYMBOLS[5]}</span>
</div>
<p class="balance">${escapeHtml(texts.balance)}: <output id="balance" aria-live="polite">…</output></p>
<div class="row"><label for="bet">${escapeHtml(texts.bet)}</label><select id="bet">${options}</select>
<button type="button" id="spin">${escapeHtml(texts.spin)}</button></div>
<p class="message" id="message" role="status" aria-live="polite">${escapeHtml(texts.ready)}</p>
<p class="paytable">${escapeHtml(texts.paytable)}</p>
</main>
<script>(${pageScript})(${json});</script>
</body></html>`;
}

/** The page's own script (plain ES2017, serialized into the page). Keep it free of outer references. */
const pageScript = `function (c) {
  var t = c.texts, reelsBox = document.getElementById('reels'), reels = reelsBox.querySelectorAll('.reel');
  var balanceEl = document.getElementById('balance'), button = document.getElementById('spin');
  var betEl = document.getElementById('bet'), messageEl = document.getElementById('message');
  var currency = 'EUR', balance = c.mode === 'demo' ? 100000 : null, round = 0;
  function fmt(cents) {
    try { return new Intl.NumberFormat(c.lang, { style: 'currency', currency: currency }).format(cents / 100); }
    catch (e) { return (cents / 100).toFixed(2) + ' ' + currency; }
  }
  function showBalance() { balanceEl.textContent = balance === null ? '…' : fmt(balance); }
  function say(text, tone) { messageEl.textContent = text; messageEl.setAttribute('data-tone', tone || ''); }
  function hash(s) { var h = 0x811c9dc5; for (var i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); } return h >>> 0; }
  function rng(seed) { var a = seed >>> 0; return function () { a = (a + 0x6d2b79f5) >>> 0; var x = a; x = Math.imul(x ^ (x >>> 15), x | 1); x ^= x + Math.imul(x ^ (x >>> 7), x | 61); return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }; }
  function localReels() {
    if (c.force === 'lose') return [0, 1, 2];
    if (c.force === 'win') return [2, 2, 0];
    if (c.force === 'jackpot') return [5, 5, 5];
    var r = rng(hash(c.seed + '#' + round)); return [0, 1, 2].map(function () { return Math.floor(r() * c.symbols.length); });
  }
  function pay(r, bet) { if (r[0] === r[1] && r[1] === r[2]) return bet * c.three[r[0]]; if (r[0] === r[1] || r[1] === r[2] || r[0] === r[2]) return bet * 2; return 0; }
  function show(r, win) {
    r.forEach(function (s, i) { reels[i].textContent = c.symbols[s]; });
    reelsBox.setAttribute('aria-label', t.reels + ': ' + r.map(function (s) { return c.symbolNames[s]; }).join(', '));
    if (win > 0) say(t.win.replace('{amount}', fmt(win)), 'win'); else say(t.lose, '');
  }
  function busy(on) { button.disabled = on; button.textContent = on ? t.spinning : t.spin; reelsBox.setAttribute('data-spinning', on ? 'true' : 'false'); }
  var pending = {}, lastCall = 0;
  if (c.transport === 'bridge') {
    window.addEventListener('message', function (event) {
      var m = event.data;
      if (event.source !== window.parent || !m || m.type !== c.messages.answer || !pending[m.id]) return;
      var done = pending[m.id]; delete pending[m.id]; done(m);
    });
  }
  function post(call, body) {
    if (c.transport === 'bridge') {
      return new Promise(function (resolve, reject) {
        var id = ++lastCall;
        pending[id] = function (m) { if (m.status) resolve({ status: m.status, data: m.data }); else reject(new Error('no answer')); };
        // The address is the app's (this frame's own origin is opaque): the session goes to it alone.
        window.parent.postMessage({ type: c.messages.call, id: id, call: call, body: body }, location.origin);
      });
    }
    return fetch(location.origin + c.paths[call], { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) { return res.json().then(function (data) { return { status: res.status, data: data }; }); });
  }
  function spin() {
    var bet = Number(betEl.value);
    if (balance !== null && balance < bet) { say(t.noMoney, 'error'); return; }
    busy(true);
    if (c.mode === 'demo') {
      setTimeout(function () { var r = localReels(); round++; var win = pay(r, bet); balance += win - bet; showBalance(); show(r, win); busy(false); }, 250);
      return;
    }
    post('spin', { session: c.session, sysname: c.sysname, bet: bet, force: c.force })
      .then(function (res) {
        if (res.status === 200) { balance = res.data.balance; currency = res.data.currency; showBalance(); show(res.data.reels, res.data.win); }
        else if (res.status === 402) say(t.noMoney, 'error');
        else if (res.status === 401) say(t.session, 'error');
        else say(t.error, 'error');
      })
      .catch(function () { say(t.error, 'error'); })
      .then(function () { busy(false); });
  }
  button.addEventListener('click', spin);
  if (c.mode === 'real') {
    post('balance', { session: c.session }).then(function (res) {
      if (res.status === 200) { balance = res.data.balance; currency = res.data.currency; showBalance(); } else say(t.session, 'error');
    }).catch(function () { say(t.error, 'error'); });
  } else showBalance();
}`;
