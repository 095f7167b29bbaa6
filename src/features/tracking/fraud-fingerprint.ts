import { ENV } from '@/lib/config/env';

/** SEON device fingerprint agent v5 (docs/third-parties.md, Fraud fingerprint): config + getBase64Session. */
export const SEON_SCRIPT_URL = 'https://cdn.seondf.com/js/v5/agent.js';

/** What mock builds and tests send instead of a real fingerprint ("mock-seon-session" in base64). */
export const MOCK_FRAUD_SESSION = 'bW9jay1zZW9uLXNlc3Npb24=';

/** How long the hit waits for the fingerprint before it leaves without one. */
export const FRAUD_SESSION_TIMEOUT_MS = 5000;

interface SeonConfig {
  host: string;
  session_id: string;
  audio_fingerprint: boolean;
  canvas_fingerprint: boolean;
  webgl_fingerprint: boolean;
  onSuccess: (message?: string) => void;
  onError: (message?: string) => void;
}

export interface SeonAgent {
  config: (options: SeonConfig) => void;
  getBase64Session: (callback: (data: string) => void) => unknown;
}

declare global {
  interface Window {
    seon?: SeonAgent;
  }
}

let loading: Promise<SeonAgent> | null = null;

/** Adds the agent script once; resolves with window.seon (already present: at once). */
export function loadSeonAgent(): Promise<SeonAgent> {
  if (window.seon) return Promise.resolve(window.seon);
  loading ??= new Promise<SeonAgent>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SEON_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.seon ? resolve(window.seon) : reject(new Error('SEON agent missing')));
    script.onerror = () => {
      loading = null;
      reject(new Error('SEON agent failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export interface FraudSessionOptions {
  /** Mock builds never load the vendor's script and answer MOCK_FRAUD_SESSION. Default: ENV.mocking. */
  mock?: boolean;
  timeoutMs?: number;
  load?: () => Promise<SeonAgent>;
}

/**
 * The fraud-fingerprint session for the tracking hit (general info is_seon_enabled), or null when
 * the agent fails or takes longer than timeoutMs: tracking never waits for a vendor for long.
 */
export function fraudSession({ mock = ENV.mocking, timeoutMs = FRAUD_SESSION_TIMEOUT_MS, load = loadSeonAgent }: FraudSessionOptions = {}): Promise<string | null> {
  if (mock) return Promise.resolve(MOCK_FRAUD_SESSION);
  return new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const finish = (value: string | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    load().then(
      (seon) => {
        try {
          seon.config({
            host: 'seondf.com',
            session_id: randomId(),
            audio_fingerprint: true,
            canvas_fingerprint: true,
            webgl_fingerprint: true,
            onSuccess: () => void seon.getBase64Session((data) => finish(data || null)),
            onError: () => finish(null),
          });
        } catch {
          finish(null);
        }
      },
      () => finish(null),
    );
  });
}
