/**
 * The SEON device-fingerprint agent v5 under its real names (docs/third-parties.md,
 * src/features/tracking/fraud-fingerprint.ts). `https://cdn.seondf.com/js/v5/agent.js` defines
 * `seon.config` and `seon.getBase64Session`; `config` sends the device's traits to a subdomain of
 * the host it is configured with (`seondf.com`), and the session it then hands out is the base64
 * of what that host answered, so a session in the tracking hit proves the whole round trip.
 */
import type { BrowserContext } from '@playwright/test';
import type { StandIn } from './stand-in';

export const SEON_AGENT_URL = 'https://cdn.seondf.com/js/v5/agent.js';

/** The subdomain of the configured host the agent sends the fingerprint to. */
const FINGERPRINT_SUBDOMAIN = 'dfp';

/** What the session decodes to: the agent's session id and the fingerprint host's answer. */
export interface SeonSession {
  session_id: string;
  device: string;
}

export interface SeonTraffic {
  agent: string[];
  /** The fingerprint calls: address and the session id the agent sent. */
  fingerprints: { url: string; sessionId: string }[];
}

export interface SeonStandIn extends StandIn {
  traffic: SeonTraffic;
}

/** The device id the fingerprint host answers for a session. */
export const seonDeviceOf = (sessionId: string) => `stand-in-device-${sessionId}`;

export function seonStandIn(): SeonStandIn {
  const traffic: SeonTraffic = { agent: [], fingerprints: [] };
  async function install(context: BrowserContext): Promise<void> {
    await context.route(SEON_AGENT_URL, async (route) => {
      traffic.agent.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        headers: { 'Cache-Control': 'no-store' },
        body: `(${seonAgent.toString()})(${JSON.stringify(FINGERPRINT_SUBDOMAIN)});`,
      });
    });
    await context.route(new RegExp(`^https://${FINGERPRINT_SUBDOMAIN}\\.seondf\\.com/`), async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') {
        await route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' } });
        return;
      }
      const { session_id: sessionId } = (request.postDataJSON() ?? {}) as { session_id?: string };
      traffic.fingerprints.push({ url: request.url(), sessionId: sessionId ?? '' });
      await route.fulfill({ json: { device: seonDeviceOf(sessionId ?? '') }, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
  }
  return { name: 'seon', traffic, install };
}

/** The agent (serialised: it may use nothing from this module). */
function seonAgent(subdomain: string): void {
  interface Config {
    host: string;
    session_id: string;
    onSuccess: (message?: string) => void;
    onError: (message?: string) => void;
  }
  let session: string | null = null;
  (window as unknown as { seon: unknown }).seon = {
    config(options: Config) {
      const traits = { session_id: options.session_id, language: navigator.language, screen: `${screen.width}x${screen.height}`, timezone: new Date().getTimezoneOffset() };
      fetch(`https://${subdomain}.${options.host}/v5/fingerprint`, { method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(traits) })
        .then((response) => response.json() as Promise<{ device: string }>)
        .then(({ device }) => {
          session = btoa(JSON.stringify({ session_id: options.session_id, device }));
          options.onSuccess();
        })
        .catch((error: unknown) => options.onError(String(error)));
    },
    getBase64Session(callback: (data: string) => void) {
      callback(session ?? '');
    },
  };
}
