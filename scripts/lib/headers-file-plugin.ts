import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { CHAT_SCRIPT_HOSTS } from '../../src/api/support/chat-script-hosts.ts';
import { configuredBase, DEFAULT_BASES } from '../../src/lib/config/configured-base.ts';
import { parsePartnerOrigins } from '../../src/lib/config/partner-origins.ts';
import { LOCALES } from '../../src/lib/i18n/locales.ts';
import { CSP_HASHES_FILE } from '../prerender/vite-plugin-prerender.ts';
import {
  contentSecurityPolicy,
  customCodeScriptHashes,
  headersFile,
  HEADERS_FILE,
  NGINX_HEADERS_FILE,
  nginxHeaders,
  originOf,
  sourceList,
} from './security-headers.ts';

/**
 * Script hosts of the integrations the app loads scripts of (SPEC §7): the tag manager of the
 * general info's analytics, the fraud fingerprint agent, and every chat vendor's widget host
 * (the same list the chat loader checks). The messaging-app and sportsbook scripts come from the env.
 */
const VENDOR_SCRIPT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://cdn.seondf.com',
  ...Object.values(CHAT_SCRIPT_HOSTS)
    .flat()
    .map((host) => `https://${host}`),
];
const VENDOR_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://*.seondf.com'];

/** How long the build waits for the content service's configuration. */
const CONFIG_TIMEOUT_MS = 10_000;

/**
 * Node's own fetch, taken when the config loads: the prerenderer's server bundle replaces the
 * global one with a stand-in that never answers outside a page's render (render-page.tsx).
 */
const nodeFetch = globalThis.fetch;

async function readJson(address: URL): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CONFIG_TIMEOUT_MS} ms`)), CONFIG_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      nodeFetch(address).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The hashes of the custom code's inline scripts, read from the content configuration of every
 * locale where the build reads the pages' first data (PRERENDER_DATA_ORIGIN, decision record 039).
 * Without it the build knows no custom code, and inline custom code stays refused (the guide says so).
 */
async function customCodeHashes(dataOrigin: string | undefined, cmsBase: string, warn: (message: string) => void): Promise<string[]> {
  if (!dataOrigin) return [];
  const hashes = new Set<string>();
  for (const locale of LOCALES) {
    const address = new URL(`${cmsBase}nfx/cms-config/${locale}`, dataOrigin);
    try {
      for (const hash of customCodeScriptHashes(await readJson(address))) hashes.add(hash);
    } catch (error) {
      warn(`[headers] the content configuration ${address.href} could not be read (${(error as Error).message}): its custom code is not in the policy`);
    }
  }
  return [...hashes];
}

/**
 * After the prerendered pages are written (their inline-script hashes are in csp-script-hashes.txt),
 * writes `_headers` and `nginx-headers.conf` beside index.html with the Content-Security-Policy and
 * the other headers of docs/static-hosting.md (decision record 049).
 */
export function headersFilePlugin(enabled: boolean): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lucky-orbit:headers-file',
    apply: (_config, { command, isSsrBuild }) => enabled && command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const hashesFile = path.join(outDir, CSP_HASHES_FILE);
        if (!existsSync(hashesFile)) return;
        const env = { ...loadEnv(config.mode, config.envDir || config.root, ['VITE_', 'PRERENDER_', 'CSP_']), ...process.env };
        const buildHashes = readFileSync(hashesFile, 'utf8').split('\n').filter(Boolean);
        const customHashes = await customCodeHashes(env.PRERENDER_DATA_ORIGIN, configuredBase(env.VITE_CMS_URL, DEFAULT_BASES.cms), (message) =>
          config.logger.warn(message),
        );
        const backendOrigins = [env.VITE_API_URL, env.VITE_CMS_URL, env.VITE_AUTH_URL].map(originOf).filter((origin) => origin !== null);
        const policy = contentSecurityPolicy({
          scriptHashes: [...buildHashes, ...customHashes],
          scriptHosts: [
            ...VENDOR_SCRIPT_HOSTS,
            ...[env.VITE_TELEGRAM_SCRIPT_URL || 'https://telegram.org/', env.VITE_SPORTSBOOK_URL].map(originOf).filter((origin) => origin !== null),
            ...sourceList(env.CSP_SCRIPT_SOURCES),
          ],
          connectHosts: [...backendOrigins, ...VENDOR_CONNECT_HOSTS, ...sourceList(env.CSP_CONNECT_SOURCES)],
          frameAncestors: parsePartnerOrigins(env.VITE_FRAME_PARTNERS),
        });
        writeFileSync(path.join(outDir, HEADERS_FILE), headersFile(policy));
        writeFileSync(path.join(outDir, NGINX_HEADERS_FILE), nginxHeaders(policy));
        config.logger.info(`${HEADERS_FILE} and ${NGINX_HEADERS_FILE}: ${buildHashes.length} build and ${customHashes.length} custom code script hashes`);
      },
    },
  };
}
