import { describeIssue } from '../core/error-spec';
import type { ScenarioState, ScenarioWarning } from '../core/scenario-state';

/** The admin page of the mock server: plain HTML with forms, no script, no React. */
export interface AdminPageData {
  /** Where the page lives ('/__mock' or the API alias); forms post to `{prefix}/{action}`. */
  prefix: string;
  /** The same page under the main-API base, which the app's service worker lets through; null when none. */
  alias: string | null;
  session: { uid: number; email: string; balance_main: number; currency: string } | null;
  scenarios: ScenarioState;
  warnings: readonly ScenarioWarning[];
  signedInBrowsers: number;
  /** Every account in the database (demo ones and those signed up since). */
  accounts: readonly string[];
  demoAccounts: readonly string[];
  demoPassword: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

function actionForm(prefix: string, action: string, label: string, fields: Record<string, string> = {}): string {
  const hidden = Object.entries({ ...fields, next: `${prefix}/` })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(`${prefix}/${action}`)}">${hidden}<button type="submit">${escapeHtml(label)}</button></form>`;
}

function select(name: string, options: readonly string[]): string {
  const items = ['', ...options].map((value) => `<option value="${escapeHtml(value)}">${value === '' ? '(unchanged)' : escapeHtml(value)}</option>`);
  return `<select id="${name}" name="${name}">${items.join('')}</select>`;
}

function switchesList(state: ScenarioState): string {
  const errors = state.forcedErrors.length
    ? state.forcedErrors
        .map((entry) => `<li><code>${escapeHtml(entry.match)}</code> → ${escapeHtml(entry.type)}${entry.remaining === undefined ? '' : ` (next ${entry.remaining})`}</li>`)
        .join('')
    : '<li>no forced errors</li>';
  return `<ul>${errors}<li>latency: ${state.latencyMs} ms</li>${state.callLatencies
    .map((entry) => `<li>latency of <code>${escapeHtml(entry.match)}</code>: ${entry.ms === 'never' ? 'never answers' : `${entry.ms} ms`}</li>`)
    .join('')}<li>offline: ${state.offline ? 'yes' : 'no'}</li><li>catalogue: ${escapeHtml(state.catalog)}</li></ul>`;
}

function warningsList(warnings: readonly ScenarioWarning[]): string {
  if (warnings.length === 0) return '';
  const items = warnings.map((warning) => `<li><code>${escapeHtml(warning.param)}</code>: ${escapeHtml(warning.issues.map(describeIssue).join(' '))}</li>`);
  return `<h3>Rejected parameters</h3><ul class="warn">${items.join('')}</ul>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d1d27}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ddd}form{display:inline-block;margin:0 .4rem .4rem 0}
label{display:block;margin:.5rem 0 .1rem;font-weight:600}input[type=text],input[type=number],select{width:100%;max-width:30rem;padding:.3rem}
button{padding:.35rem .8rem;cursor:pointer}code{background:#f2f2f6;padding:0 .2rem}.warn{color:#a00}.muted{color:#666}`;

export function renderAdminPage(data: AdminPageData): string {
  const { prefix, session } = data;
  const who = session
    ? `Signed in as <strong>${escapeHtml(session.email)}</strong> (uid ${session.uid}), main balance ${session.balance_main.toFixed(2)} ${escapeHtml(session.currency)}.`
    : 'Not signed in (anonymous).';
  const accounts = data.accounts.map((email) => actionForm(prefix, 'login', email, { email })).join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mock backend</title><style>${STYLE}</style></head>
<body>
<h1>Mock backend</h1>
<p>The stateful mock of the main API, the content service and the auth backend, served over HTTP. State lives in this
server's memory until it stops. ${data.signedInBrowsers} browser session(s) signed in.</p>
<p><a href="/en/">Open the app (/en/)</a> · <a href="/">/ (ru)</a> · <a href="${escapeHtml(`${prefix}/state`)}">state as JSON</a></p>

<h2>This browser</h2>
<p>${who}</p>
<p>Sign in as (no password; the sign-in dialog takes the password <code>${escapeHtml(data.demoPassword)}</code> for the demo accounts: ${data.demoAccounts.map(escapeHtml).join(', ')}):</p>
<div>${accounts}</div>
${actionForm(prefix, 'logout', 'Sign out')}

<h2>Switches</h2>
${switchesList(data.scenarios)}
${warningsList(data.warnings)}
<form method="post" action="${escapeHtml(`${prefix}/scenario`)}">
<input type="hidden" name="next" value="${escapeHtml(`${prefix}/`)}">
<label for="mock_error">mock_error</label>
<input id="mock_error" name="mock_error" type="text" placeholder="account.getInfo:UserBanned, *:InternalServerError:1, clear">
<label for="mock_latency">mock_latency (ms for every call, or call:ms / call:never; clear)</label>
<input id="mock_latency" name="mock_latency" type="text" placeholder="800, account.getInfo:never, metadata.*:5000, clear">
<label for="mock_offline">mock_offline</label>
${select('mock_offline', ['1', '0'])}
<label for="mock_catalog">mock_catalog</label>
${select('mock_catalog', ['default', 'large'])}
<label for="mock_balance_refresh">mock_balance_refresh</label>
${select('mock_balance_refresh', ['interval', 'click', 'both', 'off'])}
<label for="mock_force_logout">mock_force_logout (seconds)</label>
<input id="mock_force_logout" name="mock_force_logout" type="number" min="0">
<label for="mock_seon">mock_seon</label>
${select('mock_seon', ['1', '0'])}
<label for="mock_balance">mock_balance (signed-in player of this browser)</label>
<input id="mock_balance" name="mock_balance" type="text" inputmode="decimal" placeholder="1234.5">
<label for="mock_withdrawals">mock_withdrawals (every pending withdrawal of this browser's player)</label>
${select('mock_withdrawals', ['approve', 'decline'])}
<p><button type="submit">Apply</button> <span class="muted">Empty fields are left as they are.</span></p>
</form>

<h2>Reset</h2>
<p>Reseeds the database and clears every switch; every browser is signed out.</p>
${actionForm(prefix, 'reset', 'Reset the mock backend')}

<h2>From the address bar or a script</h2>
<ul>
<li>Typed in the address bar: <code>${escapeHtml(prefix)}/scenario?mock_error=account.getInfo:UserBanned&amp;mock_latency=800</code> (any <code>mock_*</code> switch of the QA guide (mocks/README.md) except <code>mock_login</code>, <code>mock_logout</code> and <code>mock_reset</code>), and <code>${escapeHtml(prefix)}/state</code></li>
<li>Sign-in, sign-out and reset are POST only (the buttons above), e.g. <code>curl -X POST -d email=demo@example.com ${escapeHtml(prefix)}/login</code>, <code>-X POST ${escapeHtml(prefix)}/logout</code>, <code>-X POST ${escapeHtml(prefix)}/reset</code>. A page of another origin cannot send them, and the server answers only for localhost, 127.0.0.1, [::1] and the names given with <code>--allow-host</code>.</li>
</ul>
${
  data.alias
    ? `<p class="muted">Once the app's service worker is installed it answers page loads outside the API and content bases from its
cache: if <code>/__mock/</code> shows the app, open <code>${escapeHtml(data.alias)}/</code> (the same page) or reload with Shift.</p>`
    : ''
}
</body>
</html>
`;
}
