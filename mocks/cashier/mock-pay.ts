import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { MOCK_PAY_ALIAS, MOCK_PAY_PATH, mockPayRoute } from './mock-pay-page';
import { PAYMENT_MEDIA_PATH, paymentIconSvg } from './fixtures/payment-methods';
import { networkGate } from '../core/scenario-gates';

/**
 * The mock payment provider: its page and the address its buttons go to (mocks/cashier/mock-pay-page.ts),
 * and the payment-method logos, drawn on request like the game tiles.
 */
async function answerPay(request: Request): Promise<Response> {
  const gate = await networkGate();
  if (gate) return gate;
  const answer = mockPayRoute(new URL(request.url));
  if (answer === null) return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  if (answer.type === 'redirect') return new HttpResponse(null, { status: 303, headers: { Location: answer.location, 'Cache-Control': 'no-store' } });
  return new HttpResponse(answer.html, { status: answer.status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export const mockPayHandlers = [
  ...[MOCK_PAY_PATH, MOCK_PAY_ALIAS].flatMap((prefix) =>
    prefix === null
      ? []
      : [http.get(`*${prefix}/:id`, ({ request }) => answerPay(request)), http.get(`*${prefix}/:id/decide`, ({ request }) => answerPay(request))],
  ),
  http.get(`*${PAYMENT_MEDIA_PATH}/:file`, async ({ params, request }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const svg = paymentIconSvg(String(params.file).replace(/\.svg$/, ''), new URL(request.url).searchParams.get('variant'));
    if (svg === null) return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
  }),
];
