import type { RedirectRule } from '@/api/metadata/metadata.types';

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** '/casino/*' matches '/casino/slots/x' and captures 'slots/x'. */
function compile(pattern: string): RegExp {
  const body = pattern.split('*').map(escapeRegExp).join('(.*)');
  return new RegExp(`^${body.replace(/\/$/, '')}/?$`);
}

/** The first configured rule whose `from_url` matches the path, with what its '*'s captured. */
export function firstMatchingRule(rules: readonly RedirectRule[], path: string): { rule: RedirectRule; captures: string[] } | null {
  for (const rule of rules) {
    if (!rule.from_url || !rule.to_url) continue;
    const match = compile(rule.from_url).exec(path);
    if (match) return { rule, captures: match.slice(1) };
  }
  return null;
}
