import { parseChatVendors } from '../../src/lib/config/declared-chat-vendors.ts';
import {
  MESSAGING_APPS,
  SPORTSBOOK_VENDOR_NAMES,
  THIRD_PARTIES,
  type PolicyDirective,
  type PolicySourceDirective,
  type ThirdParty,
} from '../../src/lib/config/third-parties.ts';
import { originOf } from './security-headers.ts';

/** The build variables that name or narrow the third parties (README's configuration table). */
export interface ThirdPartyEnv {
  VITE_CHAT_VENDORS?: string;
  VITE_SPORTSBOOK_VENDOR?: string;
  VITE_SPORTSBOOK_URL?: string;
  VITE_TELEGRAM_SCRIPT_URL?: string;
  VITE_MESSAGING_APP?: string;
}

/** The row without the origins that frame the site: the deployment did not turn its messaging app on. */
function notFramedBy(row: ThirdParty): ThirdParty {
  const { framedBy: _framedBy, ...rest } = row;
  return rest;
}

/** The table's row with an address from the env in place of its default. */
function withEnvAddress(row: ThirdParty, env: ThirdPartyEnv): ThirdParty {
  const add = (directive: PolicyDirective, origin: string | null, scriptHosts: readonly string[] = row.scriptHosts): ThirdParty => ({
    ...row,
    scriptHosts,
    sources: { ...row.sources, [directive]: [...(row.sources[directive] ?? []), ...(origin ? [origin] : [])] },
  });
  const telegramUrl = env.VITE_TELEGRAM_SCRIPT_URL?.trim();
  // A path on this site (mock builds) needs no host: 'self' covers it.
  if (row.kind === 'messaging-app' && telegramUrl) return add('script-src', originOf(telegramUrl), []);
  if (row.kind === 'sportsbook') return add(row.name === 'betby' ? 'script-src' : 'frame-src', originOf(env.VITE_SPORTSBOOK_URL));
  return row;
}

/**
 * The rows this build may use, with the env's addresses in place:
 * - chat: the vendors of VITE_CHAT_VENDORS (`none`: no vendor); unset, every supported vendor, as
 *   the content service picks the vendor at run time;
 * - sportsbook: the one of VITE_SPORTSBOOK_VENDOR, none without it (the page then says it is
 *   unavailable);
 * - the messaging app's script always (the launch hash switches the mode on at run time), and the
 *   origins of its web clients, which frame the site, only when VITE_MESSAGING_APP names it;
 * - the others always (the content configuration switches them on at run time; social providers
 *   load nothing into the page).
 * An unknown name fails the build with what is wrong.
 */
export function declaredThirdParties(env: ThirdPartyEnv): ThirdParty[] {
  const chat = parseChatVendors(env.VITE_CHAT_VENDORS);
  const problems = [...chat.problems];
  const sportsbook = env.VITE_SPORTSBOOK_VENDOR?.trim() || null;
  if (sportsbook !== null && !(SPORTSBOOK_VENDOR_NAMES as readonly string[]).includes(sportsbook)) {
    problems.push(`VITE_SPORTSBOOK_VENDOR names an unknown sportsbook vendor: ${sportsbook} (known: ${SPORTSBOOK_VENDOR_NAMES.join(', ')}; or empty for none)`);
  }
  const messagingApp = env.VITE_MESSAGING_APP?.trim() || 'none';
  const messagingRow = messagingApp === 'none' ? null : (MESSAGING_APPS as Record<string, string>)[messagingApp];
  if (messagingRow === undefined) {
    problems.push(`VITE_MESSAGING_APP names an unknown messaging app: ${messagingApp} (known: ${Object.keys(MESSAGING_APPS).join(', ')}; or none)`);
  }
  if (problems.length > 0) throw new Error(`The build's third parties: ${problems.join('; ')}`);
  return THIRD_PARTIES.filter((row) => {
    if (row.kind === 'chat') return chat.vendors === null || (chat.vendors as readonly string[]).includes(row.name);
    if (row.kind === 'sportsbook') return row.name === sportsbook;
    return true;
  }).map((row) => withEnvAddress(row.kind === 'messaging-app' && row.name !== messagingRow ? notFramedBy(row) : row, env));
}

/**
 * The policy sources of the rows by directive: each script host as `https://host`, then the rest,
 * and in `frame-ancestors` the origins that frame the site (a messaging app's web clients).
 */
export function thirdPartySources(parties: readonly ThirdParty[]): Partial<Record<PolicySourceDirective, string[]>> {
  const sources: Partial<Record<PolicySourceDirective, string[]>> = {};
  const add = (directive: PolicySourceDirective, values: readonly string[]) => {
    if (values.length > 0) (sources[directive] ??= []).push(...values);
  };
  for (const party of parties) {
    add('script-src', party.scriptHosts.map((host) => `https://${host}`));
    for (const [directive, values] of Object.entries(party.sources) as [PolicyDirective, readonly string[]][]) add(directive, values);
    add('frame-ancestors', party.framedBy ?? []);
  }
  return sources;
}

/** The features the header names: the rows' frame permissions, and geolocation, which no row gets. */
const FEATURES = ['camera', 'microphone', 'geolocation', 'fullscreen'] as const;
type Feature = (typeof FEATURES)[number];

/**
 * The Permissions-Policy: each feature only for the site and the frame origins of the rows that
 * need it (the identity check's camera and microphone); fullscreen for the site itself and, as a row's frame
 * origins are not known at build time (games), `*`: then only a frame whose own `allow` attribute
 * names the feature gets it (the game frame's does). Every other feature stays ().
 */
export function permissionsPolicy(parties: readonly ThirdParty[]): string {
  const allowed = new Map<Feature, Set<string>>(FEATURES.map((feature) => [feature, new Set<string>()]));
  allowed.get('fullscreen')?.add('self');
  for (const { frames } of parties) {
    if (!frames) continue;
    for (const permission of frames.permissions) {
      const set = allowed.get(permission);
      // Chromium grants a frame's feature only when the top-level document's own allowlist holds it
      // too: without self, the listed frame is refused.
      set?.add('self');
      if (frames.origins === '*') set?.add('*');
      else for (const origin of frames.origins) set?.add(origin);
    }
  }
  return FEATURES.map((feature) => {
    const origins = [...(allowed.get(feature) ?? [])];
    if (origins.includes('*')) return `${feature}=*`;
    return `${feature}=(${origins.map((origin) => (origin === 'self' ? 'self' : `"${origin}"`)).join(' ')})`;
  }).join(', ');
}
