import { deposit, depositInfo, mainBalance } from './test-helpers';
import { findTransaction } from './cashier-tables';
import { signInAs } from '../scenarios';

const BACK = `${location.origin}/en/cashier`;

async function providerDeposit(method: string, amount = 25): Promise<{ id: number; url: string }> {
  const { body } = await deposit({ method, amount, return_url: BACK });
  return { id: body.data!.transaction_id, url: body.data!.redirect_url! };
}

/** A button of the provider page: the form's GET address with its hidden fields and the decision. */
function decideUrl(id: number, decision: string, back = BACK, lang = 'en'): string {
  const url = new URL(`/mock-pay/${id}/decide`, location.origin);
  url.searchParams.set('return', back);
  url.searchParams.set('lang', lang);
  url.searchParams.set('decision', decision);
  return url.href;
}

const press = (id: number, decision: string, back?: string) => fetch(decideUrl(id, decision, back), { redirect: 'manual' });

describe('mock payment provider page', () => {
  it('answers HTML with Pay, Decline and Cancel in the requested language', async () => {
    signInAs('demo@example.com');
    const { id, url } = await providerDeposit('redirect_pay', 42);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Redirecta Pay');
    expect(html).toContain('€42.00');
    expect(html).toContain(`action="/mock-pay/${id}/decide"`);
    for (const [value, label] of [['pay', 'Pay'], ['decline', 'Decline'], ['cancel', 'Cancel and go back']]) {
      expect(html).toContain(`name="decision" value="${value}">${label}</button>`);
    }
    for (const [lang, pay] of [['ru', 'Оплатить'], ['it', 'Paga'], ['es', 'Pagar']]) {
      const page = await (await fetch(url.replace('lang=en', `lang=${lang}`))).text();
      expect(page).toContain(`<html lang="${lang}">`);
      expect(page).toContain(`>${pay}</button>`);
    }
    expect((await fetch(`${location.origin}/mock-pay/999999`)).status).toBe(404);
    // The same page under the API base, for a production build whose PWA worker answers other navigations.
    const alias = await (await fetch(url.replace('/mock-pay/', '/api/mock-pay/'))).text();
    expect(alias).toContain(`action="/api/mock-pay/${id}/decide"`);
  });

  it('Pay settles the deposit once and sends the browser to the success page', async () => {
    signInAs('demo@example.com');
    const { id } = await providerDeposit('redirect_pay');
    const paid = await press(id, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${BACK}/paysuccess/${id}`);
    expect((await depositInfo(id)).status).toBe('success');
    expect(await mainBalance()).toBe(1025);
    // Pressing again (a reload) changes nothing and lands on the same page.
    expect((await press(id, 'decline')).headers.get('location')).toBe(`${BACK}/paysuccess/${id}`);
    expect(await mainBalance()).toBe(1025);
    // The page of a settled payment links back to the site instead of offering the buttons.
    const page = await (await fetch(`${location.origin}/mock-pay/${id}?lang=en`)).text();
    expect(page).toContain('This payment has already been processed.');
    expect(page).toContain(`href="${BACK}/paysuccess/${id}"`);
  });

  it('Decline fails, Cancel cancels; the mobile method returns to /paymobile', async () => {
    signInAs('demo@example.com');
    const declined = await providerDeposit('newwindow_pay');
    expect((await press(declined.id, 'decline')).headers.get('location')).toBe(`${BACK}/payfail/${declined.id}`);
    const cancelled = await providerDeposit('redirect_pay');
    expect((await press(cancelled.id, 'cancel')).headers.get('location')).toBe(`${BACK}/paycancel`);
    const mobile = await providerDeposit('mobile_pay');
    expect((await press(mobile.id, 'pay')).headers.get('location')).toBe(`${BACK}/paymobile`);
    expect([declined.id, cancelled.id, mobile.id].map((id) => findTransaction(id)?.status)).toEqual(['fail', 'cancel', 'success']);
    expect(await mainBalance()).toBe(1025);
  });

  it('never sends the browser to a site the deposit did not name', async () => {
    signInAs('demo@example.com');
    const { id } = await providerDeposit('redirect_pay');
    const response = await press(id, 'cancel', 'https://evil.example/steal');
    expect(response.headers.get('location')).toBe(`${BACK}/paycancel`);
    expect((await fetch(decideUrl(id, 'maybe'))).status).toBe(400);
  });

  it('serves the payment method logos as SVG', async () => {
    const logo = await fetch(`${location.origin}/mock-media/payments/card.svg?variant=dark`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('NovaCard');
    expect((await fetch(`${location.origin}/mock-media/payments/nope.svg`)).status).toBe(404);
  });
});
