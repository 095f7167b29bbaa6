import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SOCIAL_AUTH_MESSAGE, SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { splitLocale } from '@/lib/i18n/locales';
import { useTranslation } from '@/lib/i18n/use-translation';
import { db } from '../core/db';
import { mockAccessToken } from '../auth/auth-backend';
import { finishProviderLogin } from './finish-provider-login';
import { type ProviderRequest, providerRequest } from './provider-request';
import styles from './provider-page.module.css';

/**
 * The mock social provider of mock builds. MSW cannot answer navigations (its worker lets them
 * through), so the static host serves index.html for /oauth/init (popup) and
 * {VITE_AUTH_URL}connect/{provider} (redirect) and main.tsx, in mock builds only, renders this page
 * there instead of the app. The mock HTTP server answers the same addresses itself
 * (mocks/server/provider-page.ts), as a real backend does.
 * Choosing a player hands a fake access token back with the attempt's nonce: to the opener as a
 * message (popup), or by sending the browser to the return address (which carries the nonce) with
 * ?access_token=&provider=&type_auth=.
 */
export { providerRequest } from './provider-request';

/** Finishes the login (finish-provider-login.ts) with the popup protocol's names. */
function finish(request: ProviderRequest, accessToken: string | null): void {
  finishProviderLogin({ ...request, popupName: SOCIAL_POPUP_NAME, messageType: SOCIAL_AUTH_MESSAGE }, accessToken);
}

const BRAND: Record<string, string> = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram' };

function ProviderPage({ request }: { request: ProviderRequest | 'invalid' }) {
  const { t } = useTranslation('social');
  const provider = request === 'invalid' ? '' : (BRAND[request.provider] ?? request.provider);
  useEffect(() => {
    document.title = t('mockProvider.title', { provider });
  }, [t, provider]);
  const players = db().accounts.filter((account) => account.password && account.email.endsWith('@example.com'));
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="mock-provider-title">
        <h1 id="mock-provider-title" className={styles.title}>
          {t('mockProvider.title', { provider })}
        </h1>
        <p className={styles.note}>{t('mockProvider.note')}</p>
        {request === 'invalid' ? (
          <p role="alert">{t('mockProvider.badRequest')}</p>
        ) : (
          <>
            <ul className={styles.list}>
              {players.map((account) => {
                const fullName = [account.profile.first_name, account.profile.last_name].filter(Boolean).join(' ');
                const name = fullName ? `${fullName} (${account.email})` : account.email;
                return (
                  <li key={account.uid}>
                    <button type="button" className={styles.choice} onClick={() => finish(request, mockAccessToken(request.provider, account.email))}>
                      {t('mockProvider.continueAs', { name })}
                    </button>
                  </li>
                );
              })}
              <li>
                <button
                  type="button"
                  className={`${styles.choice} ${styles.primary}`}
                  aria-describedby="mock-provider-new-hint"
                  onClick={() => finish(request, mockAccessToken(request.provider, `new-${Math.random().toString(36).slice(2, 8)}`))}
                >
                  {t('mockProvider.newPlayer')}
                </button>
              </li>
            </ul>
            <p id="mock-provider-new-hint" className={styles.hint}>
              {t('mockProvider.newPlayerHint')}
            </p>
            <button type="button" className={styles.cancel} onClick={() => finish(request, null)}>
              {t('mockProvider.cancel')}
            </button>
          </>
        )}
      </section>
    </main>
  );
}

/** Renders the provider page when this address is one; returns whether it did (then the app must not start). */
export async function mountMockProviderPage(container: HTMLElement): Promise<boolean> {
  const url = new URL(window.location.href);
  const request = providerRequest(url);
  if (request === null) return false;
  const back = request === 'invalid' ? '/' : request.returnPath;
  const { locale } = splitLocale(new URL(back, url.origin).pathname);
  await initI18n(locale);
  await i18n.loadNamespaces('social');
  document.documentElement.lang = locale;
  document.documentElement.dataset.appReady = 'true';
  createRoot(container).render(
    <StrictMode>
      <ProviderPage request={request} />
    </StrictMode>,
  );
  return true;
}
