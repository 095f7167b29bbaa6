import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
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
import { declaredThirdParties, permissionsPolicy, thirdPartySources } from './third-party-policy.ts';

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

const buildEnv = (config: ResolvedConfig) => ({
  ...loadEnv(config.mode, config.envDir || config.root, ['VITE_', 'PRERENDER_', 'CSP_']),
  ...process.env,
});

/**
 * After the prerendered pages are written (their inline-script hashes are in csp-script-hashes.txt),
 * writes `_headers` and `nginx-headers.conf` beside index.html with the Content-Security-Policy and
 * the other headers of docs/static-hosting.md (decision record 049), the third parties' hosts and
 * frame permissions from their table (docs/third-parties.md, decision record 057).
 */
export function headersFilePlugin(enabled: boolean): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lucky-orbit:headers-file',
    apply: (_config, { command, isSsrBuild }) => enabled && command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
      // An unknown vendor name fails the build before anything is bundled.
      declaredThirdParties(buildEnv(resolved));
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const hashesFile = path.join(outDir, CSP_HASHES_FILE);
        if (!existsSync(hashesFile)) return;
        const env = buildEnv(config);
        const parties = declaredThirdParties(env);
        const buildHashes = readFileSync(hashesFile, 'utf8').split('\n').filter(Boolean);
        const customHashes = await customCodeHashes(env.PRERENDER_DATA_ORIGIN, configuredBase(env.VITE_CMS_URL, DEFAULT_BASES.cms), (message) =>
          config.logger.warn(message),
        );
        const backendOrigins = [env.VITE_API_URL, env.VITE_CMS_URL, env.VITE_AUTH_URL].map(originOf).filter((origin) => origin !== null);
        const policy = contentSecurityPolicy({
          scriptHashes: [...buildHashes, ...customHashes],
          scriptHosts: sourceList(env.CSP_SCRIPT_SOURCES),
          connectHosts: [...backendOrigins, ...sourceList(env.CSP_CONNECT_SOURCES)],
          frameAncestors: parsePartnerOrigins(env.VITE_FRAME_PARTNERS),
          thirdParties: thirdPartySources(parties),
        });
        const permissions = permissionsPolicy(parties);
        writeFileSync(path.join(outDir, HEADERS_FILE), headersFile(policy, permissions));
        writeFileSync(path.join(outDir, NGINX_HEADERS_FILE), nginxHeaders(policy, permissions));
        config.logger.info(
          `${HEADERS_FILE} and ${NGINX_HEADERS_FILE}: ${buildHashes.length} build and ${customHashes.length} custom code script hashes, ` +
            `${parties.length} third parties, a policy of ${policy.length} characters`,
        );
        // Cloudflare Pages takes header values up to 2,000 characters (docs/static-hosting.md).
        if (policy.length > 2000) {
          config.logger.warn(
            `[headers] the Content-Security-Policy is ${policy.length} characters: too long for Cloudflare Pages (2,000); ` +
              'name the chat vendors in VITE_CHAT_VENDORS, or serve the headers another way (docs/third-parties.md)',
          );
        }
      },
    },
  };
}
