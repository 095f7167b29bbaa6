import type { CustomCodeEntry } from '@/api/cms/cms-config.types';

/**
 * Custom code of the content configuration (SPEC §3, §4 "injected once on mount", §8 "failures
 * logged per position"; decision record 026). The entries are operator code by design (tag
 * managers, pixels), so they are not sanitized; the only source is the content configuration,
 * never the address or the player. Each position is injected at most once per page load.
 */
export type CustomCodePosition = CustomCodeEntry['position'];

const injected = new Set<CustomCodePosition>();

export interface InjectResult {
  position: CustomCodePosition;
  ok: boolean;
}

/** Re-creates a parsed <script> so the browser runs it (parsed scripts are inert). */
function runnable(script: HTMLScriptElement, position: CustomCodePosition): HTMLScriptElement {
  const copy = document.createElement('script');
  for (const { name, value } of Array.from(script.attributes)) copy.setAttribute(name, value);
  copy.text = script.text;
  copy.dataset.customCode = position;
  if (copy.src) {
    copy.addEventListener('error', () => console.error(`[custom-code] ${position}: script ${copy.src} failed to load`));
  }
  return copy;
}

function nodesOf(code: string, position: CustomCodePosition): Node[] {
  const template = document.createElement('template');
  template.innerHTML = code;
  return Array.from(template.content.childNodes).map((node) => {
    if (node instanceof HTMLScriptElement) return runnable(node, position);
    if (node instanceof Element) {
      node.setAttribute('data-custom-code', position);
      node.querySelectorAll('script').forEach((inner) => inner.replaceWith(runnable(inner, position)));
    }
    return node;
  });
}

function place(nodes: Node[], position: CustomCodePosition): void {
  if (position === 'head') document.head.append(...nodes);
  else if (position === 'bodyStart') document.body.prepend(...nodes);
  else document.body.append(...nodes);
}

/**
 * Injects the enabled entries, grouped by position, each position once. An entry that throws
 * (while parsing, inserting, or in its inline script) is logged with its position and does not
 * stop the others.
 */
export function injectCustomCode(entries: readonly CustomCodeEntry[]): InjectResult[] {
  const results: InjectResult[] = [];
  const positions: CustomCodePosition[] = ['head', 'bodyStart', 'bodyEnd'];
  for (const position of positions) {
    const due = entries.filter((entry) => entry.isEnabled && entry.position === position && entry.code.trim());
    if (due.length === 0 || injected.has(position)) continue;
    injected.add(position);
    for (const entry of due) {
      let failed = false;
      // Inline scripts run during insertion; their exceptions reach window "error", not this frame.
      const onError = (event: ErrorEvent) => {
        failed = true;
        console.error(`[custom-code] ${position}: ${event.message}`);
        event.preventDefault();
      };
      window.addEventListener('error', onError);
      try {
        place(nodesOf(entry.code, position), position);
      } catch (error) {
        failed = true;
        console.error(`[custom-code] ${position}: injection failed`, error);
      } finally {
        window.removeEventListener('error', onError);
      }
      results.push({ position, ok: !failed });
    }
  }
  return results;
}

/**
 * Tests only.
 * @internal a seam for tests
 */
export function resetCustomCode(): void {
  injected.clear();
}
