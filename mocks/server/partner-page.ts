/**
 * A partner's page for QA (docs/partners.md): the mock server serves it on a port of its own
 * (`--partner-port`), so the site runs in a frame of another origin, as on a partner's site. The
 * page is the guide's snippet with a log: it frames the site, follows its height, keeps its path in
 * its own address (`#/it/gamehall`, a deep link that survives a reload) and can send a path in.
 */
import type { Reply } from './reply';
import { textReply } from './reply';

const LOOPBACK_SWAP: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/**
 * The site the demo page frames: `?site=<origin>` when given (an http(s) origin, else null), or the
 * mock server on the other loopback name (the page on localhost frames 127.0.0.1 and back), so the
 * frame is another site, as a partner's would be.
 */
export function demoSiteOrigin(pageUrl: URL, sitePort: number): string | null {
  const asked = pageUrl.searchParams.get('site');
  if (asked !== null) {
    try {
      const url = new URL(asked);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === asked.replace(/\/$/, '') ? url.origin : null;
    } catch {
      return null;
    }
  }
  const host = LOOPBACK_SWAP[pageUrl.hostname] ?? pageUrl.hostname;
  return `http://${host}:${sitePort}`;
}

/** The build's policy with the run-time partners added to its `frame-ancestors` (none there: as it is). */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (directive.trim().split(/\s+/)[0] === 'frame-ancestors' ? `${directive.trimEnd()} ${origins.join(' ')}` : directive))
    .join(';');
}

const STYLE = `body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#222}
header,section{padding:12px 16px}h1{font-size:18px;margin:0}
iframe{display:block;width:100%;height:600px;border:0;background:#fff}
ol{font:12px/1.3 ui-monospace,monospace;max-height:160px;overflow:auto;margin:0;padding-left:28px}
form{display:flex;gap:8px;margin-bottom:8px}`;

/** The demo page: the guide's snippet (docs/partners.md) with a form and a log around it. */
export function partnerDemoPage(siteOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Partner demo page</title><style>${STYLE}</style></head>
<body>
<header><h1>Partner demo page</h1><p>A partner's page on another site, framing ${escapeHtml(siteOrigin)} (docs/partners.md).</p></header>
<iframe id="casino" title="Casino" allow="fullscreen; clipboard-write"></iframe>
<section>
<form id="open"><label>Site path <input name="path" value="/en/gamehall"></label><button>Open in the frame</button></form>
<ol id="log" aria-label="Messages from the site"></ol>
</section>
<script>
const SITE = ${JSON.stringify(siteOrigin)};
const frame = document.getElementById('casino');
// Deep link: the path the frame last reported is kept in this page's address.
const start = location.hash.startsWith('#/') ? location.hash.slice(1) : '/';
frame.src = SITE + start;
const log = document.getElementById('log');
window.addEventListener('message', (event) => {
  if (event.origin !== SITE || event.source !== frame.contentWindow) return;
  const data = event.data;
  if (typeof data !== 'object' || data === null || typeof data.type !== 'string') return;
  if (data.type === 'lucky-orbit:frame-height' && Number.isFinite(data.height) && data.height > 0) {
    frame.style.height = Math.min(Math.ceil(data.height), 100000) + 'px';
  }
  if ((data.type === 'lucky-orbit:frame-path' || data.type === 'lucky-orbit:frame-ready') && typeof data.path === 'string' && data.path.startsWith('/')) {
    history.replaceState(null, '', '#' + data.path);
  }
  const item = document.createElement('li');
  item.textContent = data.type.replace('lucky-orbit:', '') + ' ' + (data.type === 'lucky-orbit:frame-height' ? data.height : data.path);
  log.append(item);
  while (log.children.length > 50) log.firstElementChild.remove();
});
document.getElementById('open').addEventListener('submit', (event) => {
  event.preventDefault();
  frame.contentWindow.postMessage({ type: 'lucky-orbit:frame-navigate', path: event.target.elements.path.value }, SITE);
});
</script>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The partner port's answer: the demo page at `/`, nothing else. */
export function partnerReply(method: string, url: URL, sitePort: number): Reply {
  if (url.pathname !== '/' || (method !== 'GET' && method !== 'HEAD')) return textReply(404, `Not found: ${url.pathname} (the partner port serves its demo page at / only)`);
  const site = demoSiteOrigin(url, sitePort);
  if (site === null) return textReply(400, '?site= must be an http(s) origin such as http://127.0.0.1:4320');
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body: Buffer.from(partnerDemoPage(site)) };
}
