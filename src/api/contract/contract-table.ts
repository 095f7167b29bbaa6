/**
 * The wire contract as data: every call the client makes to the main API (SPEC §7), the auth
 * backend, the content backend and the site itself, with its HTTP verb and the exact name of each
 * parameter. A name SPEC gives is `SPEC`; a name SPEC leaves open is `ours(record)`, naming the
 * decision record that chose it. Main-API endpoints name their call by its key here (`mainGet` /
 * `mainPost`, main-call.ts), whose types hold them to the row's verb and names; the contract test
 * (contract.test.ts) checks that every row is called and sends the other backends' calls through
 * the real base query; the mock backend refuses any main-API parameter this table does not list
 * (docs/contract.md).
 */

/** Where a name comes from: SPEC, or a decision record (docs/decisions/NNN-*.md) for names SPEC leaves open. */
export type NameSource = { readonly source: 'spec' } | { readonly source: 'ours'; readonly record: string };

export const SPEC = { source: 'spec' } as const satisfies NameSource;

/** A name SPEC leaves open, chosen by decision record `record` (its three-digit number). */
export function ours<const R extends string>(record: R): { readonly source: 'ours'; readonly record: R } {
  return { source: 'ours', record };
}

/** A main-API method: its verb, where its name comes from, and its parameters (all optional on the wire). */
export interface MainApiMethodRow {
  readonly http: 'GET' | 'POST';
  /** Where the method itself comes from; SPEC unless the client calls a method SPEC does not name. */
  readonly name?: NameSource;
  readonly params: Readonly<Record<string, NameSource>>;
}

/** The record of this table: the names it had to choose where neither SPEC nor an earlier record did. */
const CONTRACT_RECORD = '052';

const PAGE = { offset: SPEC, count: SPEC } as const;

/**
 * The main API: `{VITE_API_URL}{namespace}/{method}?v=2.34&locale=xx[&non_strict=1]`, reads with
 * their parameters in the query, writes (POST) with a form-data body. `v`, `locale` and `non_strict`
 * ride on every call and are not listed per method.
 */
export const MAIN_API = {
  account: {
    addContact: { http: 'POST', params: { contact: SPEC, phone_country_code: SPEC } },
    changeFakeName: { http: 'POST', params: { fakename: ours('021') } },
    changeLocale: { http: 'POST', params: { locale: SPEC } },
    changePassword: { http: 'POST', params: { old_password: ours('021'), new_password: ours('021'), repeat_password: ours('021') } },
    changeSubscription: { http: 'POST', params: { contact: SPEC, subscription: SPEC } },
    changeTwoFactorAuth: { http: 'POST', params: { enable: ours('021') } },
    confirmContact: { http: 'POST', params: { contact: SPEC, code: SPEC } },
    confirmTwoFactorAuth: { http: 'POST', params: { code: ours('021') } },
    sendConfirmationToContact: { http: 'POST', params: { contact: SPEC } },
    // The field names of SPEC §3 Profile.
    saveProfileInfo: {
      http: 'POST',
      params: {
        first_name: ours('021'),
        last_name: ours('021'),
        sex: ours('021'),
        birth_date: ours('021'),
        document_number: ours('021'),
        country: ours('021'),
        region: ours('021'),
        home_town: ours('021'),
        address: ours('021'),
        postcode: ours('021'),
      },
    },
    setUserOnVerification: { http: 'POST', params: {} },
    setCurrency: { http: 'POST', params: { currency: ours('018') } },
    // The unsubscribe link's own parameters.
    unsubscribe: { http: 'POST', params: { email: ours('021'), hash: ours('021') } },
    getContactPhoneSettings: { http: 'GET', params: {} },
    getCurrencyRates: { http: 'GET', params: {} },
    getDepositLimit: { http: 'GET', params: {} },
    getInfo: { http: 'GET', params: {} },
    getBalance: { http: 'GET', params: {} },
    getPersonalDataFields: { http: 'GET', params: {} },
    getProfileInfo: { http: 'GET', params: { fields: SPEC } },
    setDepositLimit: { http: 'POST', name: ours('023'), params: { period: ours('023'), amount: ours('023') } },
    setSelfExclusion: { http: 'POST', name: ours('023'), params: { period: ours('023') } },
  },
  auth: {
    // `code`: the second factor of the two-factor step (SPEC §4 "a second login completes it").
    login: { http: 'POST', params: { login: SPEC, password: SPEC, code: ours('021') } },
    logout: { http: 'GET', params: {} },
    restore: { http: 'POST', params: { login: ours(CONTRACT_RECORD) } },
    register: {
      http: 'POST',
      params: {
        // The sign-up form (its fields follow SPEC §5 and the content configuration's toggles).
        email: ours('009'),
        phone: ours('009'),
        password: ours('009'),
        fakename: ours('009'),
        currency: ours('009'),
        promo_code: ours('009'),
        terms: ours('009'),
        is_subscribed: ours('009'),
        // Completing a social registration.
        complete_registration: ours('009'),
        // The messaging-app mini-application (SPEC §7).
        is_tg: SPEC,
        id: SPEC,
        username: SPEC,
        hash: SPEC,
        language_code: SPEC,
        payload: SPEC,
        // The partner of the tracking link the visitor came by (SPEC §2 names; sending them here is ours).
        publisher_id: ours(CONTRACT_RECORD),
        goal_id: ours(CONTRACT_RECORD),
        goal_entry_id: ours(CONTRACT_RECORD),
        link_id: ours(CONTRACT_RECORD),
      },
    },
  },
  banners: {
    get: { http: 'GET', params: { ...PAGE, fields: SPEC } },
  },
  bettingBonuses: {
    activate: { http: 'POST', params: { bonus_id: SPEC } },
    remove: { http: 'POST', params: { bonus_id: SPEC } },
    // SPEC names no parameters for bettingBonuses.get: the same as bonuses.get.
    get: { http: 'GET', params: { offset: ours(CONTRACT_RECORD), count: ours(CONTRACT_RECORD), fields: ours(CONTRACT_RECORD), status: ours(CONTRACT_RECORD) } },
  },
  bonuses: {
    activate: { http: 'POST', params: { bonus_id: SPEC } },
    deactivate: { http: 'POST', params: { bonus_id: SPEC } },
    remove: { http: 'POST', params: { bonus_id: SPEC } },
    get: { http: 'GET', params: { ...PAGE, fields: SPEC, status: SPEC } },
  },
  campaigns: {
    activateOffer: { http: 'POST', params: { promo_code: SPEC, fields: SPEC } },
    checkPromocode: { http: 'POST', params: { promo_code: ours('019') } },
    getOffers: { http: 'GET', params: { offset: SPEC, fields: SPEC } },
    takePromotions: { http: 'POST', params: { offer_id: SPEC } },
  },
  cashbacks: {
    get: { http: 'GET', params: { ...PAGE, sort: SPEC, order: SPEC, statuses: SPEC, fields: SPEC } },
    payout: { http: 'POST', params: { id: ours('019') } },
    remove: { http: 'POST', params: { id: ours('019') } },
  },
  freespins: {
    get: { http: 'GET', params: { fields: SPEC, status: SPEC, count: SPEC } },
  },
  cashier: {
    cancelWithdrawal: { http: 'POST', params: { id: ours('018') } },
    getBanks: { http: 'GET', params: { method: ours('018') } },
    getDepositInfo: { http: 'GET', params: { id: SPEC } },
    getDepositSettings: { http: 'GET', params: {} },
    getHistory: { http: 'GET', params: { ...PAGE, type: SPEC, statuses: SPEC } },
    getWithdrawSettings: { http: 'GET', params: {} },
    // method, amount, campaign_offer_id and requisites are the deposit values of SPEC §3.
    makeDeposit: {
      http: 'POST',
      params: {
        method: ours('018'),
        amount: ours('018'),
        currency: ours('018'),
        campaign_offer_id: ours('018'),
        promo_code: ours('018'),
        bank_id: ours('018'),
        requisites: ours('018'),
        return_url: ours('018'),
      },
    },
    makeWithdrawal: { http: 'POST', params: { method: ours('018'), amount: ours('018'), currency: ours('018'), bank_id: ours('018'), requisites: ours('018') } },
  },
  games: {
    get: {
      http: 'GET',
      params: {
        sysname: SPEC,
        ...PAGE,
        sort: SPEC,
        order: SPEC,
        query: SPEC,
        fields: SPEC,
        types: SPEC,
        tags: SPEC,
        providers: SPEC,
        options: SPEC,
        // SPEC §3 lists sysnames among the game list options.
        sysnames: ours('011'),
      },
    },
    getLikes: { http: 'GET', params: {} },
    addLike: { http: 'POST', params: { sysname: SPEC } },
    removeLike: { http: 'POST', params: { sysname: SPEC } },
    getCategories: { http: 'GET', params: {} },
    getProviders: { http: 'GET', params: { fields: SPEC, types: SPEC } },
    getHistory: { http: 'GET', params: { offset: ours('021'), count: ours('021'), date_from: ours('021'), date_to: ours('021') } },
    getHistoryExportRequest: { http: 'GET', params: {} },
    createHistoryExportRequest: { http: 'POST', params: { date_from: ours('021'), date_to: ours('021') } },
  },
  jackpots: {
    get: { http: 'GET', params: { id: ours('010'), fields: ours('010') } },
    getWinners: { http: 'GET', params: { offset: ours('010'), count: ours('010'), jackpot_id: ours('010') } },
  },
  leaderboard: {
    get: { http: 'GET', params: { count: ours('019'), tournament_id: ours('019') } },
  },
  loyalty: {
    buyProduct: { http: 'POST', params: { id: ours('022') } },
    // offset and limit are the characters list's own fields (SPEC §3).
    getCharacters: { http: 'GET', params: { offset: ours('022'), limit: ours('022') } },
    getInfo: { http: 'GET', params: {} },
    getNotifications: { http: 'GET', params: {} },
    getProducts: { http: 'GET', params: {} },
    setCharacter: { http: 'POST', params: { id: SPEC } },
    getPrograms: { http: 'GET', params: {} },
    getProgram: { http: 'GET', params: { sysname: ours('022') } },
  },
  metadata: {
    get: { http: 'GET', params: {} },
    getGeneralInfo: { http: 'GET', params: {} },
  },
  popups: {
    get: { http: 'GET', params: { sysname: ours('027'), preview: ours('027') } },
  },
  storage: {
    get: { http: 'GET', params: { keys: SPEC } },
    getKeys: { http: 'GET', params: {} },
    set: { http: 'POST', params: { key: SPEC, value: SPEC } },
  },
  // SPEC §7 "Identity verification" names the methods, not the namespace.
  verification: {
    createApplicant: { http: 'POST', params: {} },
    getAccessToken: { http: 'POST', params: { externalActionId: SPEC } },
  },
  support: {
    getSettings: { http: 'GET', params: {} },
    sendFeedback: { http: 'POST', params: { name: ours('024'), email: ours('024'), subject: ours('024'), message: ours('024') } },
    // SPEC §7 "chat event storage" names the parameters, not the method.
    saveChatEvent: { http: 'POST', name: ours('024'), params: { channel_id: SPEC, conversation_id: SPEC, text: SPEC, event: SPEC } },
  },
  tournaments: {
    get: { http: 'GET', params: { ids: SPEC, ...PAGE, fields: SPEC, status: SPEC } },
    participate: { http: 'POST', params: { tournament_id: SPEC } },
  },
  // SPEC §7 names events.handle (a read) and nothing else about it.
  events: {
    handle: { http: 'GET', params: { event: ours(CONTRACT_RECORD), tournament_id: ours(CONTRACT_RECORD), offer_id: ours(CONTRACT_RECORD) } },
  },
  sportsbook: {
    getToken: { http: 'GET', name: ours('020'), params: {} },
    getBets: { http: 'GET', name: ours('020'), params: { offset: ours('020'), count: ours('020') } },
  },
} as const satisfies Record<string, Record<string, MainApiMethodRow>>;

export type MainApiTable = typeof MAIN_API;
export type MainNamespace = keyof MainApiTable;
export type MainMethod<N extends MainNamespace> = keyof MainApiTable[N] & string;

/** The parameter names of one main-API method, as a union of string literals. */
export type ParamName<N extends MainNamespace, M extends MainMethod<N>> = MainApiTable[N][M] extends { params: infer P } ? keyof P & string : never;

/** An object with the method's parameter names as keys: a client's arguments typed from the table. */
export type ContractParams<N extends MainNamespace, M extends MainMethod<N>, V = string | number> = { [K in ParamName<N, M>]?: V };

/**
 * The table's row of `ns.method`, or undefined when the table has no such method.
 * @internal shared with the mock backend, which reads the same contract
 */
export function mainApiRow(ns: string, method: string): MainApiMethodRow | undefined {
  const namespace: Readonly<Record<string, MainApiMethodRow>> | undefined = Object.hasOwn(MAIN_API, ns) ? (MAIN_API as Record<string, Record<string, MainApiMethodRow>>)[ns] : undefined;
  return namespace && Object.hasOwn(namespace, method) ? namespace[method] : undefined;
}

/**
 * The parameters every main-API call carries, whatever its method.
 * @internal shared with the mock backend, which reads the same contract
 */
export const ENVELOPE_PARAMS = ['v', 'locale', 'non_strict'] as const;

/** A call to another backend: a path below its base address (`{name}` is one path segment). */
export interface HttpRow {
  readonly backend: 'auth' | 'cms' | 'site' | 'tracking';
  readonly http: 'GET' | 'POST';
  readonly path: string;
  /** JSON body fields (auth backend writes) or query parameters (everything else). */
  readonly params: Readonly<Record<string, NameSource>>;
  /** Where the path itself comes from. */
  readonly name?: NameSource;
}

/**
 * The auth backend (Strapi users-permissions under VITE_AUTH_URL): JSON bodies; SPEC names the paths,
 * the body fields are Strapi's own.
 */
export const AUTH_BACKEND: readonly HttpRow[] = [
  { backend: 'auth', http: 'GET', path: 'users/me', params: {} },
  { backend: 'auth', http: 'POST', path: 'auth/local', params: { identifier: ours('009'), password: ours('009') } },
  { backend: 'auth', http: 'POST', path: 'auth/local/register', params: { username: ours('009'), email: ours('009'), password: ours('009') } },
  { backend: 'auth', http: 'POST', path: 'auth/forgot-password', params: { email: ours('009') } },
  { backend: 'auth', http: 'POST', path: 'auth/reset-password', params: { code: ours('009'), password: ours('009'), passwordConfirmation: ours('009') } },
  { backend: 'auth', http: 'POST', path: 'auth/change-password', params: { currentPassword: ours('009'), password: ours('009'), passwordConfirmation: ours('009') } },
  { backend: 'auth', http: 'POST', path: 'auth/send-email-confirmation', params: { email: ours('009') } },
  { backend: 'auth', http: 'GET', path: 'auth/{provider}/callback', params: { access_token: SPEC } },
];

/** The content backend (Strapi under VITE_CMS_URL): reads only, filters in Strapi's bracket form. */
export const CONTENT_BACKEND: readonly HttpRow[] = [
  { backend: 'cms', http: 'GET', path: 'nfx/cms-config/{locale}', params: {} },
  { backend: 'cms', http: 'GET', path: 'api/domain-seo-settings', params: { 'filters[host][$eq]': ours('025') } },
  { backend: 'cms', http: 'GET', path: 'api/seos', params: { 'filters[url][$eq]': ours('025'), populate: SPEC, locale: SPEC } },
  { backend: 'cms', http: 'GET', path: 'api/pages', name: ours('025'), params: { 'filters[slug][$eq]': ours('025'), locale: ours('025') } },
  { backend: 'cms', http: 'GET', path: 'api/icons', name: ours('025'), params: { 'pagination[pageSize]': ours('025'), sort: ours('025') } },
];

/** The site's own files and the tracking pixel. */
export const SITE_CALLS: readonly HttpRow[] = [
  { backend: 'site', http: 'GET', path: 'robots.txt', params: {} },
  // External svg icons fetched as text (SPEC §7): the icon's own address.
  { backend: 'site', http: 'GET', path: '{path}.svg', params: {} },
  // Sent as an image request; checked by src/features/tracking/hit.test.ts, not by the contract test.
  { backend: 'tracking', http: 'GET', path: 'hit', params: { referrer: SPEC, track_id: SPEC, session: SPEC, track_source: ours('007') } },
];

export interface TableRow {
  key: string;
  http: 'GET' | 'POST';
  params: Readonly<Record<string, NameSource>>;
  name: NameSource;
}

/**
 * Every row of the table, main API first: `ns.method` or `backend:path`.
 * @internal a seam for tests
 */
export function allContractRows(): TableRow[] {
  const main = Object.entries(MAIN_API as Record<string, Record<string, MainApiMethodRow>>).flatMap(([ns, methods]) =>
    Object.entries(methods).map(([method, row]) => ({ key: `${ns}.${method}`, http: row.http, params: row.params, name: row.name ?? SPEC })),
  );
  const other = [...AUTH_BACKEND, ...CONTENT_BACKEND, ...SITE_CALLS].map((row) => ({ key: `${row.backend}:${row.path}`, http: row.http, params: row.params, name: row.name ?? SPEC }));
  return [...main, ...other];
}
