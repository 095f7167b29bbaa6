/**
 * A payment provider's page on a host of its own, over https. The cashier never frames a provider:
 * a redirect or mobile method leaves the site for the provider's page in the same tab, a new-window
 * method opens it in the tab opened on the click (src/features/cashier/deposit/deposit-result.ts),
 * and the provider sends the browser back to the site's result page. The mock backend's provider
 * page lives on the site's own origin (`/mock-pay/...`, mocks/cashier/mock-pay-page.ts), so the
 * stand-in moves it: the `redirect_url` of makeDeposit's answers points at the provider's host, and
 * that host is answered by the mock backend (the page, and its decision that settles the deposit and
 * sends the browser back). The mock methods are invented, so is the host (`.example`). `seen` lists
 * the provider host's requests.
 */
import type { BrowserContext } from '@playwright/test';
import { answerFrom, rewriteSiteAnswers } from './game-and-payment-site-answers';
import type { StandIn } from './stand-in';

export const PAYMENT_PROVIDER_ORIGIN = 'https://checkout.redirecta-pay.example';

export interface PaymentProviderStandIn extends StandIn {
  readonly seen: string[];
}

/** `siteUrl`: the site's origin (the `backend` fixture's url), whose deposit answers are rewritten. */
export function paymentProviderStandIn(siteUrl: string): PaymentProviderStandIn {
  const site = new URL(siteUrl).origin;
  const seen: string[] = [];
  return {
    name: 'payment-providers',
    seen,
    async install(context: BrowserContext) {
      await rewriteSiteAnswers(context, site, '/cashier/makeDeposit', (text) => text.split(`${site}/mock-pay/`).join(`${PAYMENT_PROVIDER_ORIGIN}/mock-pay/`));
      await context.route(
        (url) => url.origin === PAYMENT_PROVIDER_ORIGIN,
        (route) => {
          seen.push(`${route.request().method()} ${route.request().url()}`);
          return answerFrom(route, context, site);
        },
      );
    },
  };
}
