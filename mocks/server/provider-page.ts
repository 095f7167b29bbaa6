import { readFileSync } from 'node:fs';
import { SOCIAL_AUTH_MESSAGE, SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { splitLocale } from '@/lib/i18n/locales';
import { mockAccessToken } from '../auth/auth-backend';
import { db } from '../core/db';
import { finishProviderLogin, type ProviderLoginResult } from '../oauth/finish-provider-login';
import { type ProviderRequest, providerRequest } from '../oauth/provider-request';
import { escapeHtml } from './admin-page';
import type { Reply } from './reply';

/**
 * The mock social provider over HTTP: the backend answers the popup's /oauth/init and the
 * redirect's {VITE_AUTH_URL}connect/{provider} itself, as a real backend does (it sends the player
 * on to the provider), so a production build's service worker must let these addresses through to
 * it. The page is the backend's, not the app's: plain HTML in the return address's language, with
 * one small script that hands the chosen player's token back with the same function the mock
 * build's page uses (mocks/oauth/finish-provider-login.ts).
 */
type Texts = Record<'title' | 'note' | 'continueAs' | 'newPlayer' | 'newPlayerHint' | 'cancel' | 'badRequest', string>;

const BRAND: Record<string, string> = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram' };

function textsOf(locale: string): Texts {
  const file = new URL(`../../locales/${locale}/social.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { mockProvider: Texts }).mockProvider;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

/** Runs in the provider's page: each choice finishes the login as the mock build's page does. */
function finishScript(request: ProviderRequest): string {
  const { provider, returnPath, typeAuth, state } = request;
  const result: ProviderLoginResult = { provider, returnPath, typeAuth, state, popupName: SOCIAL_POPUP_NAME, messageType: SOCIAL_AUTH_MESSAGE };
  return `const finish = ${finishProviderLogin.toString()};
const result = ${JSON.stringify(result).replace(/</g, '\\u003c')};
for (const button of document.querySelectorAll('button[data-token]')) {
  button.addEventListener('click', () => finish(result, button.dataset.token || null));
}`;
}

/** The provider's page for this address, or null when it is not one. */
export function providerPageReply(url: URL): Reply | null {
  const request = providerRequest(url);
  if (request === null) return null;
  const back = request === 'invalid' ? '/' : request.returnPath;
  const { locale } = splitLocale(new URL(back, url.origin).pathname);
  const texts = textsOf(locale);
  const provider = request === 'invalid' ? '' : (BRAND[request.provider] ?? request.provider);
  const title = fill(texts.title, { provider });
  let body: string;
  if (request === 'invalid') {
    body = `<p role="alert">${escapeHtml(texts.badRequest)}</p>`;
  } else {
    const players = db().accounts.filter((account) => account.password && account.email.endsWith('@example.com'));
    const choice = (token: string, label: string) => `<li><button type="button" data-token="${escapeHtml(token)}">${escapeHtml(label)}</button></li>`;
    const items = players.map((account) => {
      const fullName = [account.profile.first_name, account.profile.last_name].filter(Boolean).join(' ');
      return choice(mockAccessToken(request.provider, account.email), fill(texts.continueAs, { name: fullName ? `${fullName} (${account.email})` : account.email }));
    });
    const newPlayer = mockAccessToken(request.provider, `new-${Math.random().toString(36).slice(2, 8)}`);
    body = `<ul>${items.join('')}${choice(newPlayer, texts.newPlayer)}</ul>
<p>${escapeHtml(texts.newPlayerHint)}</p>
<button type="button" data-token="">${escapeHtml(texts.cancel)}</button>
<script>${finishScript(request)}</script>`;
  }
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#111}ul{list-style:none;padding:0}li{margin:.5rem 0}button{font:inherit;padding:.5rem 1rem;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(texts.note)}</p>${body}</main></body></html>`;
  return { status: request === 'invalid' ? 400 : 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body: Buffer.from(html) };
}
