import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUiTestStore, renderWithUi, type UiTestStore } from '@/components/ui/testing/render-with-ui';
import { closeDialog, type DialogHandle, type DialogsThunk, enqueueDialog, openDialog } from '@/lib/dialogs/dialog-thunks';
import type { AnyOpenDialogParams, DialogBodyProps, DialogRegistry } from '@/lib/dialogs/dialog-types';
import { useAppDispatch } from '@/store/hooks';

// The host is generic: these tests register one test body under several dialog names, with props of
// its own, so they open dialogs without the per-dialog contracts (dialog-contracts.test.ts checks those).
const openAny = openDialog as unknown as (params: AnyOpenDialogParams) => DialogsThunk<DialogHandle<unknown>>;
const enqueueAny = enqueueDialog as unknown as (params: AnyOpenDialogParams) => DialogsThunk<DialogHandle<unknown>>;
import { DialogHost } from './dialog-host';

function TestBody({ titleId, close, label }: DialogBodyProps<string> & { label: string }) {
  return (
    <div>
      <h2 id={titleId}>{label}</h2>
      <input aria-label="Nickname" />
      <button type="button" onClick={() => close('done')}>
        Finish
      </button>
    </div>
  );
}

const registry = {
  authPopup: () => Promise.resolve(TestBody),
  demoMode: () => Promise.resolve(TestBody),
  gamesSearch: () => Promise.resolve(TestBody),
  promoCodeActivated: () => Promise.resolve(TestBody),
  confirm: () => import('@/components/ui/confirm-dialog/confirm-dialog').then((m) => m.ConfirmDialog),
  unseenCashback: () => new Promise(() => {}),
  campaignPopup: () => Promise.reject(new Error('chunk failed')),
} as unknown as DialogRegistry;

function Opener() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => void dispatch(openAny({ component: 'demoMode', componentProps: { label: 'Demo mode' } }))}>
      Try demo
    </button>
  );
}

function setup(store: UiTestStore = createUiTestStore()) {
  const user = userEvent.setup();
  renderWithUi(
    <>
      <Opener />
      <DialogHost registry={registry} />
    </>,
    { store },
  );
  return { store, user };
}

/** Dispatches inside act; the handle is a promise, so it must not be returned from the act callback. */
function dispatchOpen(store: UiTestStore, params: AnyOpenDialogParams) {
  let handle!: DialogHandle<unknown>;
  act(() => {
    handle = store.dispatch(openAny(params));
  });
  return handle;
}

const open = (store: UiTestStore, label: string, extra: Partial<AnyOpenDialogParams> = {}) =>
  dispatchOpen(store, { component: 'authPopup', componentProps: { label }, ...extra });

describe('DialogHost', () => {
  it('opens a labelled modal dialog and closes it with the close button', async () => {
    const { store, user } = setup();
    const handle = open(store, 'Sign in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(handle).resolves.toBeUndefined();
  });

  it('closes on Escape and on an overlay click', async () => {
    const { store, user } = setup();
    void open(store, 'First');
    await screen.findByRole('dialog', { name: 'First' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    void open(store, 'Second');
    const dialog = await screen.findByRole('dialog', { name: 'Second' });
    await user.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves open() with the result the body closes with', async () => {
    const { store, user } = setup();
    const handle = open(store, 'Result');
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await expect(handle).resolves.toBe('done');
  });

  it('resolves the confirm dialog with true or false', async () => {
    const { store, user } = setup();
    const yes = dispatchOpen(store, { component: 'confirm', type: 'confirm', componentProps: { title: 'Leave game?' } });
    const dialog = await screen.findByRole('dialog', { name: 'Leave game?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(yes).resolves.toBe(true);

    const no = dispatchOpen(store, { component: 'confirm', type: 'confirm' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(no).resolves.toBe(false);
  });

  it('keeps a preventClose dialog open until forced, and shows no close button', async () => {
    const { store, user } = setup();
    const handle = open(store, 'Finish sign-up', { dialogProps: { preventClose: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Finish sign-up' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement!);
    act(() => void store.dispatch(closeDialog()));
    expect(screen.getByRole('dialog', { name: 'Finish sign-up' })).toBeInTheDocument();
    act(() => void store.dispatch(closeDialog({ id: handle.id, force: true, result: 'forced' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(handle).resolves.toBe('forced');
  });

  it('lets a preventClose body close itself', async () => {
    const { store, user } = setup();
    const handle = open(store, 'Locked', { dialogProps: { preventClose: true } });
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await expect(handle).resolves.toBe('done');
  });

  it('opens queued dialogs one after another', async () => {
    const { store, user } = setup();
    void open(store, 'Now');
    act(() => {
      void store.dispatch(enqueueAny({ component: 'promoCodeActivated', componentProps: { label: 'Queued 1' } }));
      void store.dispatch(enqueueAny({ component: 'demoMode', componentProps: { label: 'Queued 2' } }));
    });
    await screen.findByRole('dialog', { name: 'Now' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Queued 1' });
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Queued 2' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows only the topmost dialog of each type', async () => {
    const { store, user } = setup();
    void open(store, 'Lower popup');
    void open(store, 'Upper popup', { component: 'demoMode' });
    void open(store, 'Search', { component: 'gamesSearch', type: 'curtain' });
    await screen.findByRole('dialog', { name: 'Search' });
    await screen.findByRole('dialog', { name: 'Upper popup' });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Lower popup' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Lower popup' })).toBeInTheDocument();
  });

  it('moves focus in, traps Tab, and returns focus to the opener', async () => {
    const { user } = setup();
    const opener = screen.getByRole('button', { name: 'Try demo' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Demo mode' });
    await screen.findByRole('button', { name: 'Finish' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const input = within(dialog).getByRole('textbox', { name: 'Nickname' });
    const finish = within(dialog).getByRole('button', { name: 'Finish' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(finish).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(finish).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus into the lower dialog when a stacked one closes', async () => {
    const { store, user } = setup();
    void open(store, 'Base');
    const finish = await screen.findByRole('button', { name: 'Finish' });
    finish.focus();
    void dispatchOpen(store, { component: 'confirm', type: 'confirm' });
    await screen.findByRole('button', { name: 'Confirm' });
    expect(finish).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(finish).toHaveFocus();
  });

  it('locks page scroll while any dialog is open', async () => {
    const { store, user } = setup();
    expect(document.body).not.toHaveClass('scroll-locked');
    void open(store, 'One');
    void open(store, 'Two', { type: 'confirm' });
    expect(document.body).toHaveClass('scroll-locked');
    await screen.findByRole('dialog', { name: 'Two' });
    await user.keyboard('{Escape}');
    expect(document.body).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('shows a spinner while the body loads', async () => {
    const { store } = setup();
    void dispatchOpen(store, { component: 'unseenCashback', dialogProps: { ariaLabel: 'Cashback' } });
    const dialog = await screen.findByRole('dialog', { name: 'Cashback' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows an error when the chunk fails or the name is unknown, and can still close', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, user } = setup();
    const failed = dispatchOpen(store, { component: 'campaignPopup', dialogProps: { preventClose: true } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expect(failed).resolves.toBeUndefined();

    void dispatchOpen(store, { component: 'loyaltyShopBuy' });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    vi.restoreAllMocks();
  });
});
