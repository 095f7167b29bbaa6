/**
 * The one way to send an analytics event: pushed to `window.dataLayer`, which the analytics
 * scripts configured for the deployment read. Without those scripts the array simply grows,
 * so tests can read what was sent.
 */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function trackEvent(event: string, fields: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...fields });
}
