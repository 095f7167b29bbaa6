import { persistDb } from '../core/db';
import { findTransaction, nowMs, settleDue, settleTransaction } from './cashier-tables';
import type { TransactionRow } from '../core/schema';
import { findDepositMethod, methodName } from './fixtures/payment-methods';
import { API_BASE } from '../core/base-urls';
import { MOCK_PAY_TEXTS, type MockPayLang } from './mock-pay-texts';

/**
 * The mock payment provider of the redirect, new-window and mobile methods: a plain HTML page at
 * /mock-pay/{transaction_id}?return={cashier address}&lang=xx with Pay / Decline / Cancel, and the
 * address its buttons go to, /mock-pay/{id}/decide?decision=pay|decline|cancel, which settles the
 * deposit and sends the browser back to the site's result page:
 *   pay     -> {return}/paysuccess/{id}   (mobile methods: {return}/paymobile)
 *   decline -> {return}/payfail/{id}
 *   cancel  -> {return}/paycancel
 * Served by MSW (tests, the mock HTTP server) and, in mock builds, by the app's mock entry, because
 * the browser's service worker lets navigations through (mocks/cashier/open-mock-pay.ts).
 */
export const MOCK_PAY_PATH = '/mock-pay';
/**
 * The same page under the main-API base (`/api/mock-pay/{id}`): once a production build's PWA worker
 * is installed (mock HTTP server with --static dist) it answers every other navigation with the app.
 */
export const MOCK_PAY_ALIAS = API_BASE.origin === null ? `${API_BASE.path}mock-pay` : null;

export type Decision = 'pay' | 'decline' | 'cancel';
const DECISIONS: Record<Decision, 'success' | 'fail' | 'cancel'> = { pay: 'success', decline: 'fail', cancel: 'cancel' };

export type MockPayAnswer = { type: 'page'; status: number; html: string } | { type: 'redirect'; location: string };

function langOf(lang: string | null | undefined): MockPayLang {
  return lang && lang in MOCK_PAY_TEXTS ? (lang as MockPayLang) : 'en';
}

/** The provider page of a deposit (the `redirect_url` of makeDeposit). */
export function mockPayUrl(origin: string, transactionId: number, returnUrl: string, lang: string | null): string {
  const url = new URL(`${MOCK_PAY_PATH}/${transactionId}`, origin);
  url.searchParams.set('return', returnUrl);
  url.searchParams.set('lang', langOf(lang));
  return url.href;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function originOf(address: string | null | undefined): string | null {
  try {
    return address ? new URL(address).origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the page sends the browser back to: the `return` parameter when it is on the site the deposit
 * named (or on this page's origin), else the address stored with the deposit, else this origin's cashier.
 */
function backAddress(row: TransactionRow, url: URL): string {
  const asked = url.searchParams.get('return');
  const stored = row.return_url ?? null;
  const askedOrigin = originOf(asked);
  if (asked && askedOrigin && (askedOrigin === originOf(stored) || askedOrigin === url.origin)) return asked.replace(/\/+$/, '');
  return stored ?? `${url.origin}/cashier`;
}

/** The site's result page for a deposit in its current state. */
export function resultAddress(row: TransactionRow, back: string): string {
  const mobile = findDepositMethod(row.method)?.kind === 'mobile';
  switch (row.status) {
    case 'success':
      return mobile ? `${back}/paymobile` : `${back}/paysuccess/${row.id}`;
    case 'fail':
      return `${back}/payfail/${row.id}`;
    case 'cancel':
      return `${back}/paycancel`;
    default:
      return `${back}/paypending/${row.id}`;
  }
}

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef1f7;color:#1b1f2a;display:grid;place-items:center;padding:16px;min-height:100vh}
main{width:min(440px,100%);background:#fff;border-radius:16px;padding:24px;box-shadow:0 10px 30px rgba(20,30,60,.15);display:grid;gap:16px}
.brand{margin:0;font-size:.9rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#4b3fb5}
h1{margin:0;font-size:1.5rem}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
dt{color:#4a5266}dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:1.3rem}
.actions{display:grid;gap:10px}
button,a.button{font:inherit;font-weight:700;border-radius:10px;padding:12px 16px;min-height:44px;cursor:pointer;border:2px solid transparent;text-align:center;text-decoration:none}
.pay{background:#1f7a3f;color:#fff}.decline{background:#fff;color:#a3122a;border-color:#a3122a}.cancel{background:#fff;color:#1b1f2a;border-color:#8a93a8}
a.button{background:#4b3fb5;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
.note{margin:0;font-size:.85rem;color:#4a5266}`;

function page(lang: MockPayLang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function formatAmount(row: TransactionRow, lang: MockPayLang): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: row.currency }).format(row.amount / 100);
  } catch {
    return `${(row.amount / 100).toFixed(2)} ${row.currency}`;
  }
}

function renderPage(row: TransactionRow, url: URL, lang: MockPayLang, prefix: string): string {
  const t = MOCK_PAY_TEXTS[lang];
  const name = methodName(row.method);
  const details = `<dl>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(formatAmount(row, lang))}</dd>
<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(name)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd>${row.id}</dd>
<dt>${escapeHtml(t.status)}</dt><dd>${escapeHtml(t.statuses[row.status])}</dd>
</dl>`;
  const back = backAddress(row, url);
  const header = `<p class="brand">${escapeHtml(name)}</p>`;
  if (row.status !== 'pending') {
    return page(lang, t.done, `${header}<h1>${escapeHtml(t.done)}</h1>${details}
<a class="button" href="${escapeHtml(resultAddress(row, back))}">${escapeHtml(t.back)}</a>`);
  }
  const mobile = findDepositMethod(row.method)?.kind === 'mobile' ? `<p class="note">${escapeHtml(t.mobile)}</p>` : '';
  return page(lang, `${t.title} · ${name}`, `${header}<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.merchant)}</p>${details}${mobile}
<form class="actions" method="get" action="${escapeHtml(prefix)}/${row.id}/decide">
<input type="hidden" name="return" value="${escapeHtml(back)}"><input type="hidden" name="lang" value="${lang}">
<button type="submit" class="pay" name="decision" value="pay">${escapeHtml(t.pay)}</button>
<button type="submit" class="decline" name="decision" value="decline">${escapeHtml(t.decline)}</button>
<button type="submit" class="cancel" name="decision" value="cancel">${escapeHtml(t.cancel)}</button>
</form>
<p class="note">${escapeHtml(t.mock)}</p>`);
}

/**
 * The answer for an address under /mock-pay/, or null for any other address. A decision changes the
 * database (and persists it); answering the page only settles what was already due.
 */
export function mockPayRoute(url: URL): MockPayAnswer | null {
  const match = /^(.*)\/(\d+)(\/decide)?\/?$/.exec(url.pathname);
  const prefix = match?.[1];
  if (!match || (prefix !== MOCK_PAY_PATH && prefix !== MOCK_PAY_ALIAS)) return null;
  const lang = langOf(url.searchParams.get('lang'));
  settleDue();
  const row = findTransaction(Number(match[2]));
  if (!row || row.type !== 'deposit') {
    const text = MOCK_PAY_TEXTS[lang].notFound;
    return { type: 'page', status: 404, html: page(lang, text, `<h1>${escapeHtml(text)}</h1>`) };
  }
  if (!match[3]) return { type: 'page', status: 200, html: renderPage(row, url, lang, prefix) };
  const decision = url.searchParams.get('decision');
  if (decision !== 'pay' && decision !== 'decline' && decision !== 'cancel') {
    return { type: 'page', status: 400, html: renderPage(row, url, lang, prefix) };
  }
  if (settleTransaction(row, DECISIONS[decision], nowMs())) persistDb();
  return { type: 'redirect', location: resultAddress(row, backAddress(row, url)) };
}
