import { StrictMode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AccountsSection } from './accounts-section';
import { CashierSection } from './cashier-section';
import { ErrorsSection } from './errors-section';
import { DatabaseSection, NetworkSection } from './network-section';
import { ScenarioWarningsNotice } from './scenario-warnings-notice';
import { WalletSection } from './wallet-section';
import { CashbackSection } from './cashback-section';
import { LoyaltySection } from './loyalty-section';
import { SportsbookSection } from './sportsbook-section';
import { PopupsSection } from './popups-section';
import { VerificationSection } from './verification-section';
import { PasswordResetSection } from './password-reset-section';
import { ResponsibleGamingSection } from './responsible-gaming-section';
import { ChatSection } from './chat-section';
import { FeaturesSection } from './features-section';
import { PartnersSection } from './partners-section';
import styles from './qa-panel.module.css';
import { resetDb } from '../scenarios';

export interface QaPanelProps {
  /** Injected by tests; the browser reloads so the app starts again from the changed mock state. */
  reload?: () => void;
  confirm?: (message: string) => boolean;
}

const browserReload = () => window.location.reload();
const browserConfirm = (message: string) => window.confirm(message);

/**
 * Floating QA tools of mock builds: demo sign-in, wallet, pending payments, forced errors, latency,
 * offline, reset. Rejected QA parameters (a mistyped mock_error) show as a notice above the button
 * even while it is closed.
 */
export function QaPanel({ reload = browserReload, confirm = browserConfirm }: QaPanelProps) {
  const { t } = useTranslation('qa');
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const resetDatabase = () => {
    if (!confirm(t('database.confirmReset'))) return;
    resetDb();
    reload();
  };

  return (
    <>
      {!open && <ScenarioWarningsNotice floating onDismissed={() => toggleRef.current?.focus()} />}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={t('toggleLabel')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t('toggle')}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t('title')}
          tabIndex={-1}
          className={styles.panel}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          <div className={styles.header}>
            <div>
              <h2 className={styles.title}>{t('title')}</h2>
              <p className={styles.muted}>{t('subtitle')}</p>
            </div>
            <button type="button" className={styles.buttonGhost} onClick={close}>
              {t('close')}
            </button>
          </div>
          <ScenarioWarningsNotice floating={false} onDismissed={() => panelRef.current?.focus()} />
          <AccountsSection onSessionChange={reload} />
          <WalletSection />
          <CashierSection />
          <CashbackSection />
          <LoyaltySection />
          <SportsbookSection />
          <PopupsSection />
          <PasswordResetSection />
          <VerificationSection onReload={reload} />
          <ResponsibleGamingSection onReload={reload} />
          <ChatSection onReload={reload} />
          <FeaturesSection onReload={reload} />
          <PartnersSection onReload={reload} />
          <ErrorsSection />
          <NetworkSection />
          <DatabaseSection onReset={resetDatabase} />
        </div>
      )}
    </>
  );
}

/**
 * Mounts the panel into its own DOM root (mock builds only). It renders once the app's i18next
 * instance is initialised, so it can be mounted before the app starts. Returns an unmount function.
 */
export function mountQaPanel(container: HTMLElement): () => void {
  const root = createRoot(container);
  // The page's end scrolls clear of the floating button (qa-panel.module.css).
  document.documentElement.dataset.qaPanel = '';
  let mounted = true;
  const render = () => {
    if (!mounted) return;
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <QaPanel />
          </Suspense>
        </I18nextProvider>
      </StrictMode>,
    );
  };
  const onInitialized = () => {
    i18n.off('initialized', onInitialized);
    render();
  };
  if (i18n.isInitialized) render();
  else i18n.on('initialized', onInitialized);
  return () => {
    mounted = false;
    i18n.off('initialized', onInitialized);
    delete document.documentElement.dataset.qaPanel;
    root.unmount();
  };
}
