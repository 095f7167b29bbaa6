import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { supportRow } from '../../../../mocks/support/support-tables';
import { server } from '../../../../mocks/node';
import { forceError, signInAs } from '../../../../mocks/scenarios';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  server.events.removeAllListeners();
});

function countFeedbackCalls() {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/support/sendFeedback')) counter.count += 1;
  });
  return counter;
}

describe('/support feedback form', () => {
  it('validates every field, keeps the text after a failure and sends once per press (it)', async () => {
    await renderApp('/it/support');
    const form = await screen.findByRole('form', { name: 'Inviaci un messaggio' }, SLOW);
    const user = userEvent.setup();
    const calls = countFeedbackCalls();
    const submit = within(form).getByRole('button', { name: 'Invia messaggio' });

    await user.click(submit);
    for (const name of [/Il tuo nome/, /Email/, /Oggetto/, /Messaggio/]) {
      expect(within(form).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.count).toBe(0);

    await user.type(within(form).getByRole('textbox', { name: /Il tuo nome/ }), 'Anna Rossi');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Oggetto/ }), 'Prelievo');
    await user.type(within(form).getByRole('textbox', { name: /Messaggio/ }), 'Perché il prelievo è ancora in attesa?');

    forceError('support.sendFeedback', 'InternalServerError', { times: 1 });
    await user.click(submit);
    expect(await within(form).findByText(/Non è stato possibile inviare il messaggio/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Messaggio/ })).toHaveValue('Perché il prelievo è ancora in attesa?');
    expect(calls.count).toBe(1);

    await user.click(submit);
    expect(await screen.findByText(/Il tuo messaggio è stato inviato/)).toBeInTheDocument();
    expect(calls.count).toBe(2);
    expect(supportRow().feedback.at(-1)).toMatchObject({ email: 'anna@example.com', subject: 'Prelievo' });
  });

  it('prefills a signed-in player and says when the live chat is off', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/support');
    // The empty name and email fill in once the player is known.
    expect(await screen.findByDisplayValue('demo@example.com', {}, SLOW)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(within(form).getByRole('textbox', { name: /Your name/ })).toHaveValue('LuckyDemo');
    expect(await screen.findByText(/The live chat is not available at the moment/, {}, SLOW)).toBeInTheDocument();
  });
});
