import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { db } from '../core/db';
import { setSession } from '../account/accounts';
import { completeSocialRegistration, createSocialAccount } from '../oauth/social-accounts';
import { mockInitDataHash } from '../oauth/telegram-init-data';
import { accountInfo } from '../account/account';
import { type ApiContext, fail, requireParam } from '../core/api-method';
import { networkGate } from '../core/scenario-gates';

/**
 * auth.register with is_tg=1 (SPEC §7): the messaging-app mini-application signs a player up (or in)
 * with its init data. The payload is the raw init data; its hash must match the mock signature
 * (mocks/oauth/telegram-init-data.ts), and id and hash must agree with it. Telegram players get the
 * login `tg_<id>` and a completed registration (the mini-app has no room for an extra form).
 */
export function registerFromMessagingApp(ctx: ApiContext) {
  const id = requireParam(ctx, 'id');
  const hash = requireParam(ctx, 'hash');
  const payload = requireParam(ctx, 'payload');
  const fields = new URLSearchParams(payload);
  let user: { id?: unknown; first_name?: unknown } = {};
  try {
    user = JSON.parse(fields.get('user') ?? '{}') as typeof user;
  } catch {
    fail('InvalidParameter', 'payload: user is not JSON', { payload: ['INVALID'] });
  }
  const signed = fields.get('hash');
  if (!signed || signed !== hash || mockInitDataHash(fields) !== signed) {
    fail('InvalidParameter', 'hash: init data signature is invalid', { hash: ['INVALID'] });
  }
  if (String(user.id) !== id) fail('InvalidParameter', 'id: does not match the init data', { id: ['INVALID'] });

  const login = `tg_${id}`;
  const account =
    db().accounts.find((row) => row.email === login) ??
    createSocialAccount({
      login,
      firstName: typeof user.first_name === 'string' ? user.first_name : '',
      locale: ctx.body.language_code ?? null,
      completed: true,
    });
  if (account.flags.banned) fail('UserBanned', 'User is banned');
  setSession(account.uid);
  return accountInfo(account);
}

/** Where the app loads the mini-application script from (VITE_TELEGRAM_SCRIPT_URL). */
export const TELEGRAM_SCRIPT_URL = import.meta.env.VITE_TELEGRAM_SCRIPT_URL || 'https://telegram.org/js/telegram-web-app.js';

/**
 * A stand-in for telegram-web-app.js, so mock builds and e2e runs never reach the network:
 * window.Telegram.WebApp with the init data read from the launch hash, ready() and expand().
 */
const SCRIPT = `(function () {
  var params = new URLSearchParams(location.hash.slice(1));
  var raw = params.get('tgWebAppData') || '';
  var unsafe = {};
  new URLSearchParams(raw).forEach(function (value, key) {
    try { unsafe[key] = key === 'user' ? JSON.parse(value) : value; } catch (e) { unsafe[key] = value; }
  });
  window.Telegram = { WebApp: {
    initData: raw, initDataUnsafe: unsafe, platform: params.get('tgWebAppPlatform') || 'unknown',
    version: params.get('tgWebAppVersion') || '8.0', isMock: true,
    themeParams: (function () { try { return JSON.parse(params.get('tgWebAppThemeParams') || '{}'); } catch (e) { return {}; } })(),
    viewportHeight: window.innerHeight, viewportStableHeight: window.innerHeight, isExpanded: true,
    ready: function () {}, expand: function () {}, close: function () {},
    requestFullscreen: function () { window.Telegram.WebApp.isFullscreen = true; },
    disableVerticalSwipes: function () {}, setHeaderColor: function () {}, setBackgroundColor: function () {},
    onEvent: function () {}, offEvent: function () {}
  } };
})();`;

export const telegramScriptHandler = http.get(TELEGRAM_SCRIPT_URL, async () => {
  const gate = await networkGate();
  if (gate) return gate;
  return new HttpResponse(SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
});

/**
 * auth.register calls delegated out of mocks/auth/auth.ts: is_tg=1 (messaging app) and
 * complete_registration=1 (the social-registration popup of a signed-in player).
 */
export function registerDelegated(ctx: ApiContext) {
  return ctx.body.is_tg ? registerFromMessagingApp(ctx) : completeSocialRegistration(ctx);
}
