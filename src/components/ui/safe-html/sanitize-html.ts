import DOMPurify from 'dompurify';

/**
 * The one HTML sanitizer of the app (decision record 047): every description from the content service
 * or the main API (promotions, offers, tournaments, popups, bonuses, content pages) passes here
 * before it reaches the DOM. DOMPurify removes scripts, event handlers and `javascript:` /
 * `data:` URLs; links that leave the site open in a new tab without access to this one. Ids and
 * names get DOMPurify's `user-content-` prefix (SANITIZE_NAMED_PROPS): `<p id="dataLayer">` would
 * otherwise become `window.dataLayer` and break analytics. In-page `#id` links keep their address;
 * the content pages' hash scroll finds the prefixed anchor (features/content-pages/hash-scroll.ts).
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** DOMPurify's prefix for ids and names under SANITIZE_NAMED_PROPS. */
export const NAMED_PROPS_PREFIX = 'user-content-';

/** Web, mail and phone links and relative addresses; no other scheme, no protocol-relative trick. */
function isAllowedUri(raw: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (value.startsWith('//')) return false;
  // Browsers read "\\" as "/" in web addresses ("/\\evil.com" goes to evil.com); no honest link has one.
  if (value.includes('\\')) return false;
  const scheme = SCHEME.exec(value)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
      const value = node.getAttribute(name);
      if (value !== null && !isAllowedUri(value)) {
        console.warn(`[sanitize] removed ${name} ${JSON.stringify(value)}: not a web, mail, phone or relative address`);
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
  });
}

/** Clean HTML for `dangerouslySetInnerHTML`; '' for anything that is not a string. */
export function sanitizeHtml(dirty: unknown): string {
  if (typeof dirty !== 'string' || dirty === '') return '';
  configure();
  return DOMPurify.sanitize(dirty, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'link', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
  });
}
