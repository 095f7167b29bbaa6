// @vitest-environment jsdom
// jsdom for localStorage: auth.register reads the stored tracking link partner.
import { configureStore } from '@reduxjs/toolkit';
import { server } from '../../../mocks/node';
import { absoluteUrl, ENV } from '@/lib/config/env';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { baseApi } from '../base-api';
import { accountApi } from '../account/account-api';
import { accountProfileApi } from '../account/account-profile-api';
import { authApi } from '../auth/auth-api';
import { authBackendApi } from '../auth-backend/auth-backend-api';
import { bannersApi } from '../banners/banners-api';
import { bettingBonusesApi } from '../betting-bonuses/betting-bonuses-api';
import { bonusesApi } from '../bonuses/bonuses-api';
import { campaignsApi } from '../campaigns/campaigns-api';
import { cashbacksApi } from '../cashbacks/cashbacks-api';
import { cashierApi } from '../cashier/cashier-api';
import { cmsApi } from '../cms/cms-api';
import { cmsSeoApi } from '../cms/cms-seo-api';
import { eventsApi } from '../events/events-api';
import { freespinsApi } from '../freespins/freespins-api';
import { gamesApi } from '../games/games-api';
import { gamesHistoryApi } from '../games/games-history-api';
import { jackpotsApi } from '../jackpots/jackpots-api';
import { leaderboardApi } from '../leaderboard/leaderboard-api';
import { loyaltyApi } from '../loyalty/loyalty-api';
import { metadataApi } from '../metadata/metadata-api';
import { popupsApi } from '../popups/popups-api';
import { siteApi } from '../site/site-api';
import { sportsbookApi } from '../sportsbook/sportsbook-api';
import { storageApi } from '../storage/storage-api';
import { supportApi } from '../support/support-api';
import { tournamentsApi } from '../tournaments/tournaments-api';
import { verificationApi } from '../verification/verification-api';
import { allContractRows, AUTH_BACKEND, CONTENT_BACKEND, ENVELOPE_PARAMS, type HttpRow, mainApiRow, SITE_CALLS, type TableRow } from './contract-table';

// Every namespace file, so that an endpoint added anywhere without a call below fails the first test.
import.meta.glob('../**/*-api.ts', { eager: true });

/** What one request carried on the wire. */
interface Sent {
  /** `ns.method` or `backend:path`, as the table names it. */
  key: string;
  http: string;
  params: string[];
}

const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
  });
type Store = ReturnType<typeof makeStore>;

const base = (path: string) => absoluteUrl(path).href;

function httpRowFor(rows: readonly HttpRow[], path: string): HttpRow | undefined {
  const pattern = (template: string) => template.replace(/[.[\]$]/g, '\\$&').replace(/\{path\}/g, '.+').replace(/\{[a-z]+\}/g, '[^/]+');
  return rows.find((row) => new RegExp(`^${pattern(row.path)}$`).test(path));
}

/** The table's key of a request and the parameter names it carried (query and body). */
async function readSent(request: Request): Promise<Sent> {
  const url = new URL(request.url);
  const queryNames = [...new Set(url.searchParams.keys())];
  const href = url.origin + url.pathname;
  if (href.startsWith(base(ENV.apiUrl))) {
    const [ns, method] = href.slice(base(ENV.apiUrl).length).split('/');
    const bodyNames = request.method === 'POST' ? [...new Set((await request.formData()).keys())] : [];
    const params = [...queryNames.filter((name) => !(ENVELOPE_PARAMS as readonly string[]).includes(name)), ...bodyNames];
    return { key: `${ns}.${method}`, http: request.method, params };
  }
  // The auth backend lives below the content backend by default (/cms/api/ under /cms/): the row decides.
  const others: [HttpRow['backend'], string, readonly HttpRow[]][] = [
    ['auth', base(ENV.authUrl), AUTH_BACKEND],
    ['cms', base(ENV.cmsUrl), CONTENT_BACKEND],
    ['site', `${url.origin}/`, SITE_CALLS],
  ];
  const candidates = others.filter(([, prefix]) => href.startsWith(prefix)).map(([backend, prefix, rows]) => {
    const path = href.slice(prefix.length);
    return { backend, path: httpRowFor(rows, path)?.path ?? null, raw: path };
  });
  const found = candidates.find((candidate) => candidate.path !== null) ?? candidates[candidates.length - 1];
  const text = request.method === 'POST' ? await request.text() : '';
  const body = text ? Object.keys(JSON.parse(text) as object) : [];
  return { key: `${found.backend}:${found.path ?? found.raw}`, http: request.method, params: [...queryNames, ...body] };
}

const withLocale = { locale: 'en' };

/**
 * One call per client endpoint, with every optional argument filled in, so that each parameter
 * the client can send goes out at least once.
 */
const CALLS: Record<string, (store: Store) => unknown> = {
  accountGetInfo: (s) => s.dispatch(accountApi.endpoints.accountGetInfo.initiate()),
  accountGetBalance: (s) => s.dispatch(accountApi.endpoints.accountGetBalance.initiate()),
  accountGetProfileInfo: (s) => s.dispatch(accountApi.endpoints.accountGetProfileInfo.initiate()),
  accountSendConfirmationToContact: (s) => s.dispatch(accountApi.endpoints.accountSendConfirmationToContact.initiate({ contact: 'a@b.c' })),
  accountChangeLocale: (s) => s.dispatch(accountApi.endpoints.accountChangeLocale.initiate({ locale: 'it' })),
  accountGetDepositLimit: (s) => s.dispatch(accountApi.endpoints.accountGetDepositLimit.initiate()),
  accountSetDepositLimit: (s) => s.dispatch(accountApi.endpoints.accountSetDepositLimit.initiate({ period: 'week', amount: 100 })),
  accountSetSelfExclusion: (s) => s.dispatch(accountApi.endpoints.accountSetSelfExclusion.initiate({ period: '1m' })),
  accountSetUserOnVerification: (s) => s.dispatch(accountApi.endpoints.accountSetUserOnVerification.initiate()),
  accountGetCurrencyRates: (s) => s.dispatch(accountApi.endpoints.accountGetCurrencyRates.initiate()),
  accountSetCurrency: (s) => s.dispatch(accountApi.endpoints.accountSetCurrency.initiate({ currency: 'EUR' })),
  accountGetPersonalDataFields: (s) => s.dispatch(accountProfileApi.endpoints.accountGetPersonalDataFields.initiate()),
  accountGetContactPhoneSettings: (s) => s.dispatch(accountProfileApi.endpoints.accountGetContactPhoneSettings.initiate()),
  accountSaveProfileInfo: (s) =>
    s.dispatch(
      accountProfileApi.endpoints.accountSaveProfileInfo.initiate({
        first_name: 'A',
        last_name: 'B',
        sex: '1',
        birth_date: '01.01.1990',
        document_number: '1',
        country: 'IT',
        region: 'R',
        home_town: 'T',
        address: 'A 1',
        postcode: '00100',
      }),
    ),
  accountChangeFakeName: (s) => s.dispatch(accountProfileApi.endpoints.accountChangeFakeName.initiate({ fakename: 'abcd' })),
  accountAddContact: (s) => s.dispatch(accountProfileApi.endpoints.accountAddContact.initiate({ contact: '3912345678', phone_country_code: 'IT' })),
  accountConfirmContact: (s) => s.dispatch(accountProfileApi.endpoints.accountConfirmContact.initiate({ contact: 'a@b.c', code: '123456' })),
  accountChangeSubscription: (s) => s.dispatch(accountProfileApi.endpoints.accountChangeSubscription.initiate({ contact: 'a@b.c', subscription: '1' })),
  accountChangePassword: (s) => s.dispatch(accountProfileApi.endpoints.accountChangePassword.initiate({ old_password: 'x', new_password: 'y', repeat_password: 'y' })),
  accountChangeTwoFactorAuth: (s) => s.dispatch(accountProfileApi.endpoints.accountChangeTwoFactorAuth.initiate({ enable: '1' })),
  accountConfirmTwoFactorAuth: (s) => s.dispatch(accountProfileApi.endpoints.accountConfirmTwoFactorAuth.initiate({ code: '123456' })),
  // The unsubscribe page hands over its whole query; only the link's own parameters may go out.
  accountUnsubscribe: (s) => s.dispatch(accountProfileApi.endpoints.accountUnsubscribe.initiate({ email: 'a@b.c', hash: 'h', utm_source: 'mail' })),
  authLogin: (s) => s.dispatch(authApi.endpoints.authLogin.initiate({ login: 'a@b.c', password: 'secret1', code: '123456' })),
  authRegister: (s) => {
    localStorage.setItem(STORAGE_KEYS.trackingParams, JSON.stringify({ track_id: '1', publisher_id: '7', goal_id: '3', goal_entry_id: '4', link_id: '9' }));
    return s.dispatch(
      authApi.endpoints.authRegister.initiate({
        email: 'a@b.c',
        phone: '3912345678',
        password: 'secret1',
        fakename: 'abcd',
        currency: 'EUR',
        promo_code: 'P',
        terms: 1,
        is_subscribed: 1,
        complete_registration: 1,
        is_tg: 1,
        id: 5,
        username: 'u',
        hash: 'h',
        language_code: 'en',
        payload: 'p',
      }),
    );
  },
  authRestore: (s) => s.dispatch(authApi.endpoints.authRestore.initiate({ login: 'a@b.c' })),
  authLogout: (s) => s.dispatch(authApi.endpoints.authLogout.initiate()),
  authBackendGetMe: (s) => s.dispatch(authBackendApi.endpoints.authBackendGetMe.initiate()),
  authBackendLocalLogin: (s) => s.dispatch(authBackendApi.endpoints.authBackendLocalLogin.initiate({ identifier: 'a@b.c', password: 'secret1' })),
  authBackendLocalRegister: (s) => s.dispatch(authBackendApi.endpoints.authBackendLocalRegister.initiate({ username: 'u', email: 'a@b.c', password: 'secret1' })),
  authBackendForgotPassword: (s) => s.dispatch(authBackendApi.endpoints.authBackendForgotPassword.initiate({ email: 'a@b.c' })),
  authBackendResetPassword: (s) => s.dispatch(authBackendApi.endpoints.authBackendResetPassword.initiate({ code: 'c', password: 'secret1', passwordConfirmation: 'secret1' })),
  authBackendChangePassword: (s) =>
    s.dispatch(authBackendApi.endpoints.authBackendChangePassword.initiate({ currentPassword: 'secret1', password: 'secret2', passwordConfirmation: 'secret2' })),
  authBackendSendEmailConfirmation: (s) => s.dispatch(authBackendApi.endpoints.authBackendSendEmailConfirmation.initiate({ email: 'a@b.c' })),
  authBackendProviderCallback: (s) => s.dispatch(authBackendApi.endpoints.authBackendProviderCallback.initiate({ provider: 'google', access_token: 't' })),
  bannersGet: (s) => s.dispatch(bannersApi.endpoints.bannersGet.initiate({ ...withLocale, offset: 0, count: 10 })),
  bettingBonusesGetPages: (s) => s.dispatch(bettingBonusesApi.endpoints.bettingBonusesGetPages.initiate({ ...withLocale, count: 4, status: ['active'] })),
  bettingBonusesActivate: (s) => s.dispatch(bettingBonusesApi.endpoints.bettingBonusesActivate.initiate({ bonus_id: 1 })),
  bettingBonusesRemove: (s) => s.dispatch(bettingBonusesApi.endpoints.bettingBonusesRemove.initiate({ bonus_id: 1 })),
  bonusesGetPages: (s) => s.dispatch(bonusesApi.endpoints.bonusesGetPages.initiate({ ...withLocale, count: 4, status: ['active'] })),
  bonusesActivate: (s) => s.dispatch(bonusesApi.endpoints.bonusesActivate.initiate({ bonus_id: 1 })),
  bonusesDeactivate: (s) => s.dispatch(bonusesApi.endpoints.bonusesDeactivate.initiate({ bonus_id: 1 })),
  bonusesRemove: (s) => s.dispatch(bonusesApi.endpoints.bonusesRemove.initiate({ bonus_id: 1 })),
  campaignsGetOffers: (s) => s.dispatch(campaignsApi.endpoints.campaignsGetOffers.initiate(withLocale)),
  campaignsTakePromotions: (s) => s.dispatch(campaignsApi.endpoints.campaignsTakePromotions.initiate({ offer_id: 1 })),
  campaignsCheckPromocode: (s) => s.dispatch(campaignsApi.endpoints.campaignsCheckPromocode.initiate({ promo_code: 'P' })),
  campaignsActivateOffer: (s) => s.dispatch(campaignsApi.endpoints.campaignsActivateOffer.initiate({ ...withLocale, promo_code: 'P' })),
  cashbacksGetPages: (s) =>
    s.dispatch(cashbacksApi.endpoints.cashbacksGetPages.initiate({ ...withLocale, count: 4, sort: 'id', order: 'desc', statuses: ['active'], fields: ['description'] })),
  cashbacksGet: (s) => s.dispatch(cashbacksApi.endpoints.cashbacksGet.initiate({ ...withLocale, offset: 0, count: 1 })),
  cashbacksPayout: (s) => s.dispatch(cashbacksApi.endpoints.cashbacksPayout.initiate({ id: 1 })),
  cashbacksRemove: (s) => s.dispatch(cashbacksApi.endpoints.cashbacksRemove.initiate({ id: 1 })),
  cashierGetHistory: (s) => s.dispatch(cashierApi.endpoints.cashierGetHistory.initiate({ offset: 0, count: 4, type: 'deposit', statuses: ['success'] })),
  cashierGetHistoryPages: (s) => s.dispatch(cashierApi.endpoints.cashierGetHistoryPages.initiate({ count: 4, type: 'all' })),
  cashierGetDepositSettings: (s) => s.dispatch(cashierApi.endpoints.cashierGetDepositSettings.initiate()),
  cashierGetWithdrawSettings: (s) => s.dispatch(cashierApi.endpoints.cashierGetWithdrawSettings.initiate()),
  cashierGetBanks: (s) => s.dispatch(cashierApi.endpoints.cashierGetBanks.initiate({ method: 'card' })),
  cashierGetDepositInfo: (s) => s.dispatch(cashierApi.endpoints.cashierGetDepositInfo.initiate({ id: 1 })),
  cashierMakeDeposit: (s) =>
    s.dispatch(
      cashierApi.endpoints.cashierMakeDeposit.initiate({
        method: 'card',
        amount: 10,
        currency: 'EUR',
        campaign_offer_id: -1,
        promo_code: 'P',
        bank_id: 1,
        requisites: { card: '1' },
        return_url: 'http://localhost:3000/en/cashier',
      }),
    ),
  cashierMakeWithdrawal: (s) =>
    s.dispatch(cashierApi.endpoints.cashierMakeWithdrawal.initiate({ method: 'card', amount: 10, currency: 'EUR', bank_id: 1, requisites: { card: '1' } })),
  cashierCancelWithdrawal: (s) => s.dispatch(cashierApi.endpoints.cashierCancelWithdrawal.initiate({ id: 1 })),
  cmsGetConfig: (s) => s.dispatch(cmsApi.endpoints.cmsGetConfig.initiate('en')),
  cmsGetPage: (s) => s.dispatch(cmsApi.endpoints.cmsGetPage.initiate({ slug: 'about', locale: 'en' })),
  cmsGetDomainSeo: (s) => s.dispatch(cmsSeoApi.endpoints.cmsGetDomainSeo.initiate('localhost')),
  cmsGetSeo: (s) => s.dispatch(cmsSeoApi.endpoints.cmsGetSeo.initiate({ path: '/promotions/3', pattern: '/promotions/##name##', locale: 'en' })),
  cmsGetIcons: (s) => s.dispatch(cmsSeoApi.endpoints.cmsGetIcons.initiate()),
  cmsGetSvgText: (s) => s.dispatch(cmsSeoApi.endpoints.cmsGetSvgText.initiate('/mock-media/icons/star.svg')),
  eventsHandle: (s) => s.dispatch(eventsApi.endpoints.eventsHandle.initiate({ event: 'tournament_view', tournament_id: 1, offer_id: 2 })),
  freespinsGet: (s) => s.dispatch(freespinsApi.endpoints.freespinsGet.initiate()),
  gamesGet: (s) =>
    s.dispatch(
      gamesApi.endpoints.gamesGet.initiate({
        offset: 0,
        count: 2,
        query: 'a',
        types: ['slots'],
        providers: ['p'],
        tags: ['t'],
        category: 'live',
        sysnames: ['x'],
        sort: 'name',
        order: 'asc',
        fields: ['description'],
      }),
    ),
  gamesGetPages: (s) => s.dispatch(gamesApi.endpoints.gamesGetPages.initiate({ count: 2 })),
  gamesGetOne: (s) => s.dispatch(gamesApi.endpoints.gamesGetOne.initiate('star-crash')),
  gamesGetCategories: (s) => s.dispatch(gamesApi.endpoints.gamesGetCategories.initiate('en')),
  gamesGetProviders: (s) => s.dispatch(gamesApi.endpoints.gamesGetProviders.initiate()),
  gamesGetLikes: (s) => s.dispatch(gamesApi.endpoints.gamesGetLikes.initiate()),
  gamesAddLike: (s) => s.dispatch(gamesApi.endpoints.gamesAddLike.initiate({ sysname: 'x' })),
  gamesRemoveLike: (s) => s.dispatch(gamesApi.endpoints.gamesRemoveLike.initiate({ sysname: 'x' })),
  gamesGetLaunch: (s) => s.dispatch(gamesApi.endpoints.gamesGetLaunch.initiate({ sysname: 'x', mode: 'demo' })),
  gamesGetHistory: (s) => s.dispatch(gamesHistoryApi.endpoints.gamesGetHistory.initiate({ offset: 0, count: 4, date_from: '2026-01-01', date_to: '2026-01-31' })),
  gamesGetHistoryExportRequest: (s) => s.dispatch(gamesHistoryApi.endpoints.gamesGetHistoryExportRequest.initiate()),
  gamesCreateHistoryExportRequest: (s) =>
    s.dispatch(gamesHistoryApi.endpoints.gamesCreateHistoryExportRequest.initiate({ date_from: '2026-01-01', date_to: '2026-01-31' })),
  jackpotsGet: (s) => s.dispatch(jackpotsApi.endpoints.jackpotsGet.initiate(withLocale)),
  jackpotsGetOne: (s) => s.dispatch(jackpotsApi.endpoints.jackpotsGetOne.initiate({ ...withLocale, id: 1 })),
  jackpotsGetWinners: (s) => s.dispatch(jackpotsApi.endpoints.jackpotsGetWinners.initiate({ count: 4, jackpot_id: 1 })),
  leaderboardGet: (s) => s.dispatch(leaderboardApi.endpoints.leaderboardGet.initiate({ count: 10, tournament_id: 1 })),
  loyaltyGetInfo: (s) => s.dispatch(loyaltyApi.endpoints.loyaltyGetInfo.initiate(withLocale)),
  loyaltyGetCharacters: (s) => s.dispatch(loyaltyApi.endpoints.loyaltyGetCharacters.initiate(withLocale)),
  loyaltySetCharacter: (s) => s.dispatch(loyaltyApi.endpoints.loyaltySetCharacter.initiate({ id: 1 })),
  loyaltyGetProducts: (s) => s.dispatch(loyaltyApi.endpoints.loyaltyGetProducts.initiate(withLocale)),
  loyaltyBuyProduct: (s) => s.dispatch(loyaltyApi.endpoints.loyaltyBuyProduct.initiate({ id: 1 })),
  loyaltyGetPrograms: (s) => s.dispatch(loyaltyApi.endpoints.loyaltyGetPrograms.initiate(withLocale)),
  loyaltyGetProgram: (s) => s.dispatch(loyaltyApi.endpoints.loyaltyGetProgram.initiate({ ...withLocale, sysname: 'vip' })),
  loyaltyGetNotifications: (s) => s.dispatch(loyaltyApi.endpoints.loyaltyGetNotifications.initiate()),
  metadataGet: (s) => s.dispatch(metadataApi.endpoints.metadataGet.initiate()),
  metadataGetGeneralInfo: (s) => s.dispatch(metadataApi.endpoints.metadataGetGeneralInfo.initiate()),
  popupsGet: (s) => s.dispatch(popupsApi.endpoints.popupsGet.initiate({ ...withLocale, sysname: 'welcome', preview: true })),
  siteGetRobotsTxt: (s) => s.dispatch(siteApi.endpoints.siteGetRobotsTxt.initiate()),
  sportsbookGetToken: (s) => s.dispatch(sportsbookApi.endpoints.sportsbookGetToken.initiate()),
  sportsbookGetBets: (s) => s.dispatch(sportsbookApi.endpoints.sportsbookGetBets.initiate({ offset: 0, count: 4 })),
  storageGet: (s) => s.dispatch(storageApi.endpoints.storageGet.initiate(['already_seen_cashback_id'])),
  storageGetKeys: (s) => s.dispatch(storageApi.endpoints.storageGetKeys.initiate()),
  storageSet: (s) => s.dispatch(storageApi.endpoints.storageSet.initiate({ key: 'already_seen_cashback_id', value: '1' })),
  supportGetSettings: (s) => s.dispatch(supportApi.endpoints.supportGetSettings.initiate()),
  supportSendFeedback: (s) => s.dispatch(supportApi.endpoints.supportSendFeedback.initiate({ name: 'A', email: 'a@b.c', subject: 's', message: 'm' })),
  supportSaveChatEvent: (s) => s.dispatch(supportApi.endpoints.supportSaveChatEvent.initiate({ channel_id: 'c', conversation_id: 'v', text: 't', event: 'sent' })),
  tournamentsGet: (s) => s.dispatch(tournamentsApi.endpoints.tournamentsGet.initiate(withLocale)),
  tournamentsGetOne: (s) => s.dispatch(tournamentsApi.endpoints.tournamentsGetOne.initiate({ ...withLocale, id: 1 })),
  tournamentsParticipate: (s) => s.dispatch(tournamentsApi.endpoints.tournamentsParticipate.initiate(1)),
  verificationCreateApplicant: (s) => s.dispatch(verificationApi.endpoints.verificationCreateApplicant.initiate()),
  verificationGetAccessToken: (s) => s.dispatch(verificationApi.endpoints.verificationGetAccessToken.initiate({ externalActionId: 'a' })),
};

/** Sends one endpoint's call and answers what went out, once every request of it has been read. */
async function capture(call: (store: Store) => unknown): Promise<Sent[]> {
  const reads: Promise<Sent>[] = [];
  const listener = ({ request }: { request: Request }) => {
    reads.push(readSent(request.clone()));
  };
  server.events.on('request:start', listener);
  try {
    const store = makeStore();
    const started = call(store) as { unwrap?: () => Promise<unknown>; unsubscribe?: () => void } | Promise<unknown>;
    const settled = 'unwrap' in started && started.unwrap ? started.unwrap() : (started as Promise<unknown>);
    await Promise.resolve(settled).catch(() => undefined);
    (started as { unsubscribe?: () => void }).unsubscribe?.();
    return await Promise.all(reads);
  } finally {
    server.events.removeListener('request:start', listener);
  }
}

/** A sent request measured against its row: what is wrong with it ([] when it matches). */
function mismatches(sent: Sent, row: TableRow | undefined): string[] {
  if (!row) return [`${sent.key}: not in the contract table`];
  const problems: string[] = [];
  if (row.http !== sent.http) problems.push(`${sent.key}: sent as ${sent.http}, the table says ${row.http}`);
  for (const name of sent.params) if (!Object.hasOwn(row.params, name)) problems.push(`${sent.key}: parameter "${name}" is not in the table (it lists ${Object.keys(row.params).join(', ') || 'none'})`);
  return problems;
}

/** Parameters of the table the client never sends, and why (the table keeps SPEC's names all the same). */
const NOT_SENT_BY_THE_CLIENT: Record<string, string> = {
  'tournaments.get offset': 'the client asks for every tournament in one call',
  'campaigns.getOffers offset': 'sent from the second page on; the mock has one page of offers',
};

const MAIN_ROWS = allContractRows().filter((row) => !row.key.includes(':'));
/** The size of the table, in the test's name so a run reports it. */
const COUNT_NOTE = [
  `${allContractRows().length - 1} rows`,
  `${MAIN_ROWS.length} main-API methods (${MAIN_ROWS.filter((row) => row.name.source === 'spec').length} named by SPEC §7)`,
  `${allContractRows().length - 1 - MAIN_ROWS.length} auth, content and site calls`,
  'the tracking hit checked by hit.test.ts',
].join(', ');

describe('the wire contract (src/api/contract/contract-table.ts)', () => {
  const rows = new Map(allContractRows().map((row) => [row.key, row]));
  const seen = new Map<string, Set<string>>();

  it('has a call for every client endpoint', () => {
    const endpoints = Object.keys(baseApi.endpoints).sort();
    expect(endpoints.filter((name) => !Object.hasOwn(CALLS, name))).toEqual([]);
    expect(Object.keys(CALLS).filter((name) => !endpoints.includes(name))).toEqual([]);
  });

  it.each(Object.keys(CALLS))('%s sends what the table says', async (name) => {
    const sent = await capture(CALLS[name]);
    expect(sent.length, `${name} sent no request`).toBeGreaterThan(0);
    const problems = sent.flatMap((request) => mismatches(request, rows.get(request.key)));
    expect(problems).toEqual([]);
    for (const request of sent) {
      const names = seen.get(request.key) ?? new Set<string>();
      for (const param of request.params) names.add(param);
      seen.set(request.key, names);
    }
  });

  it(`every row of the table is sent by some endpoint, with every parameter it lists: ${COUNT_NOTE}`, () => {
    // The tracking pixel is an image request, not an endpoint: src/features/tracking/hit.test.ts checks it.
    const expected = [...rows.values()].filter((row) => !row.key.startsWith('tracking:'));
    const unsent = expected.filter((row) => !seen.has(row.key)).map((row) => row.key);
    const unsentParams = expected
      .flatMap((row) => Object.keys(row.params).filter((name) => !seen.get(row.key)?.has(name)).map((name) => `${row.key} ${name}`))
      .filter((entry) => !Object.hasOwn(NOT_SENT_BY_THE_CLIENT, entry));
    expect({ unsent, unsentParams }).toEqual({ unsent: [], unsentParams: [] });
    expect(expected.length).toBe(rows.size - 1);
  });

  it('knows every main-API method the mock serves', async () => {
    const { NAMESPACES } = await import('../../../mocks/namespaces');
    const served = Object.entries(NAMESPACES).flatMap(([ns, methods]) => Object.keys(methods).map((method) => `${ns}.${method}`));
    expect(served.filter((key) => !mainApiRow(...(key.split('.') as [string, string])))).toEqual([]);
    expect([...rows.keys()].filter((key) => !key.includes(':') && !served.includes(key))).toEqual([]);
  });
});
