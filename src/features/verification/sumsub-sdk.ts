/**
 * The Sumsub WebSDK (docs/third-parties.md, decision record 023), loaded only by the verification page: the
 * vendor's builder script in real builds, a local stand-in without any network in mock builds
 * (registered by main.tsx from mocks/). Both expose the same vanilla builder API.
 */
import type { SumsubSdk } from '@/api/verification/sumsub-sdk.types';
import { vendorStandIn } from '@/lib/stand-ins/vendor-stand-ins';

export type { SumsubInstance } from '@/api/verification/sumsub-sdk.types';

export const SUMSUB_SCRIPT_URL = 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js';

declare global {
  interface Window {
    snsWebSdk?: SumsubSdk;
  }
}

declare module '@/lib/stand-ins/vendor-stand-ins' {
  interface VendorStandIns {
    /** The WebSDK's local stand-in: the same builder API without any network. */
    sumsubSdk: SumsubSdk;
  }
}

let loading: Promise<SumsubSdk> | null = null;

function loadScript(): Promise<SumsubSdk> {
  if (window.snsWebSdk) return Promise.resolve(window.snsWebSdk);
  loading ??= new Promise<SumsubSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SUMSUB_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.snsWebSdk ? resolve(window.snsWebSdk) : reject(new Error('Sumsub WebSDK missing')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Sumsub WebSDK failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The SDK: the stand-in in mock builds, else the vendor script (added once). */
export function loadSumsubSdk(): Promise<SumsubSdk> {
  // Compared literally, like main.tsx, so a build without mocks drops the call and the registry.
  const standIn = import.meta.env.VITE_API_MOCKING === 'true' ? vendorStandIn('sumsubSdk') : null;
  return standIn ?? loadScript();
}

/** What a review-status event of the SDK says (idCheck.onApplicantStatusChanged and friends). */
export type ReviewOutcome = 'approved' | 'rejected' | 'pending' | null;

const STATUS_EVENTS = new Set(['idCheck.onApplicantStatusChanged', 'idCheck.applicantStatus', 'idCheck.onApplicantVerificationCompleted']);

export function reviewOutcome(type: string, payload: unknown): ReviewOutcome {
  if (!STATUS_EVENTS.has(type)) return null;
  const status = payload as { reviewStatus?: string; reviewResult?: { reviewAnswer?: string } } | null;
  if (status?.reviewStatus !== 'completed') return status?.reviewStatus ? 'pending' : null;
  const answer = status.reviewResult?.reviewAnswer;
  return answer === 'GREEN' ? 'approved' : answer === 'RED' ? 'rejected' : null;
}
