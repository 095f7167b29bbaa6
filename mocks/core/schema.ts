import type { FeatureFlags } from '@/api/cms/cms-config.types';
import type { Locale } from '@/lib/i18n/locales';
import type { LoyaltyRow } from '../loyalty/loyalty-rows';
import type { PopupsRow } from '../popups/popup-rows';
import type { ProfileStateRow } from '../account/profile-rows';
import type { SelfExclusionRow, VerificationReview, VerificationRow } from '../responsible-gaming/rg-rows';
import type { SportsbookTable } from '../sportsbook/sportsbook-rows';
import type { SupportRow } from '../support/support-rows';

/**
 * Bump when the shape of MockDb changes: a browser holding an older persisted copy is reseeded
 * instead of crashing on missing fields.
 */
export const DB_VERSION = 3;

export type Currency = 'EUR' | 'USD';

/** A feature flag of the site configuration (SPEC §3). */
export type FeatureFlagName = keyof FeatureFlags;

export interface ProfileRow {
  first_name: string;
  last_name: string;
  /** 1 male, 2 female, 0 not set */
  sex: number;
  /** dd.mm.yyyy */
  birth_date: string | null;
  document_number: string | null;
  country: string | null;
  country_code: string | null;
  region: string | null;
  home_town: string | null;
  address: string | null;
  postcode: string | null;
}

export interface ContactRow {
  type: 'email' | 'phone';
  contact: string;
  is_confirmed: boolean;
  is_subscribed: boolean;
  phone_country_code?: string;
}

export interface AccountFlags {
  banned: boolean;
  deleted: boolean;
  is_verified: boolean;
  is_on_verification: boolean;
  is_kyc_block_enabled: boolean;
  is_registration_completed: boolean;
  two_factor_auth: boolean;
}

export interface AccountRow {
  uid: number;
  /** The login, lower-case; also the first email contact. */
  email: string;
  password: string;
  fakename: string | null;
  /** Unix seconds. */
  reg_time: number;
  /** null: the site's own choice (path, cookie, browser) wins. */
  locale: Locale | null;
  currency: Currency;
  profile: ProfileRow;
  contacts: ContactRow[];
  flags: AccountFlags;
  /** The code the next two-factor challenge accepts (mock only; a real server sends it). */
  two_factor_code: string | null;
  /** The tracking link partner auth.register carried (mocks/auth/register-partner.ts); absent when none. */
  partner?: PartnerRow | null;
}

/** The partner fields of a sign-up (SPEC §2 tracking link), null where the link had none. */
export interface PartnerRow {
  publisher_id: string | null;
  goal_id: string | null;
  goal_entry_id: string | null;
  link_id: string | null;
}

/** Balances in cents, so deposits and bets never drift through floating point. */
export interface WalletRow {
  uid: number;
  currency: Currency;
  main: number;
  bonus: number;
  betting_bonus: number;
  fun: number;
}

/** Where a transaction stands (SPEC §4 transaction results). */
export type TransactionStatus = 'success' | 'pending' | 'fail' | 'cancel';

/** A cashier transaction; amounts in cents like the wallet. */
export interface TransactionRow {
  id: number;
  uid: number;
  type: 'deposit' | 'withdrawal';
  method: string;
  amount: number;
  currency: Currency;
  status: TransactionStatus;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
  /**
   * What was paid with, masked ("•••• 4242"); never a full card number or a CVV. Optional (like
   * `domain`) so rows written by older code and by other tests still type-check; readers default to {}.
   */
  requisites?: Record<string, string>;
  /** The site the payment was made on (the request's host). */
  domain?: string;
  /** Crypto deposits: the address to pay to. */
  address?: string | null;
  /** Pending deposits that settle by themselves: when (unix ms) and how. null: waits for someone (provider page, QA). */
  settle_at?: number | null;
  settle_to?: 'success' | 'fail';
  /** Provider-page deposits: the cashier address the page sends the browser back to. */
  return_url?: string | null;
  /** Deposit extras, recorded as sent: the offer (-1 none), a promo code, the bank picked. */
  campaign_offer_id?: number;
  promo_code?: string | null;
  bank_id?: number | null;
}

/** A player's deposit limit (SPEC §3); `limit_amount` in cents of the account currency. */
export interface DepositLimitRow {
  period: 'none' | 'day' | 'week' | 'month';
  limit_amount: number;
  can_edit: boolean;
  /** Unix seconds. */
  set_at: number;
}

/** Requisites kept from an earlier payment (the wallet page), masked. */
export interface SavedRequisiteRow {
  id: number;
  uid: number;
  method: string;
  label: string;
  values: Record<string, string>;
  /** Unix seconds. */
  created_at: number;
}

/** QA overrides of server settings, set by mock_* switches (mocks/README.md); absent means the fixture value. */
export interface SiteSettingsOverrides {
  /** general info time_to_force_logout, seconds. */
  timeToForceLogout?: number;
  /** general info is_seon_enabled. */
  isSeonEnabled?: boolean;
  /** Content configuration balance-update settings (SPEC §3), merged over the fixture. */
  balanceUpdate?: {
    isEnabledInterval?: boolean;
    isEnabledRequestsAfterClick?: boolean;
  };
  /** mock_reality_check: content configuration responsibleGaming.realityCheckInterval in seconds, or 0 for off. */
  realityCheckInterval?: number;
  /** mock_hostile_html: campaigns.getOffers adds promotions with hostile descriptions (mocks/promotions/fixtures/hostile-html.ts). */
  hostileHtml?: boolean;
  /** mock_features: content configuration feature flags (SPEC §3) merged over the fixture's (decision record 030). */
  features?: Partial<Record<FeatureFlagName, boolean>>;
  /** mock_partners: partner origins added to the content configuration's frames.partners (docs/partners.md). */
  framePartners?: string[];
}

/** A player's campaign activity: opt-in offers taken and promo codes activated (upper case). */
export interface CampaignActivityRow {
  takenOffers: number[];
  promoCodes: string[];
}

/** A game-history export request (games.createHistoryExportRequest); ready once `ready_at` has passed. */
export interface HistoryExportRow {
  id: number;
  uid: number;
  /** Unix ms. */
  created_at: number;
  ready_at: number;
  date_from: string | null;
  date_to: string | null;
}

/** An event a player's page reported through events.handle (SPEC §7); decision record 052. */
export interface HandledEventRow {
  uid: number;
  event: string;
  tournament_id: number | null;
  offer_id: number | null;
  /** Unix ms of the first report; `count` reports in all (a page may report the same event again). */
  first_at: number;
  count: number;
}

/** One round of a game played for real money (mocks/games/mock-game/mock-game.ts); amounts in cents. */
export interface GameRoundRow {
  id: number;
  uid: number;
  sysname: string;
  bet: number;
  win: number;
  currency: Currency;
  /** Unix seconds. */
  created_at: number;
}

/** A free-spin pack of a player (freespins.get). */
export interface FreeSpinRow {
  id: number;
  uid: number;
  sysname: string;
  remaining_count: number;
  total_count: number;
  status: 'active' | 'used';
}

export interface SessionRow {
  currentUid: number | null;
}

/** One e-mailed password-reset link: its code, whose it is, the address and when it stops working (ms). */
export interface PasswordResetRow {
  code: string;
  uid: number;
  /** The account's login, for the QA panel's list. */
  login: string;
  link: string;
  issuedAt: number;
  expiresAt: number;
}

export interface MockDb {
  version: number;
  /** Unix ms of the seed; fixtures that are "recent" are relative to it. */
  seededAt: number;
  nextUid: number;
  accounts: AccountRow[];
  wallets: WalletRow[];
  session: SessionRow;
  /** Per-uid key/value store of the storage namespace (values are strings, as sent). */
  storage: Record<number, Record<string, string>>;
  /** Game-history export requests; optional so copies persisted before it existed still load. */
  historyExports?: HistoryExportRow[];
  /** events.handle calls per player (mocks/tournaments/event-tables.ts); optional likewise. */
  handledEvents?: HandledEventRow[];
  /**
   * Auth backend (mocks/auth/auth-backend.ts): issued jwt -> uid, and the password-reset links
   * "e-mailed" by auth.restore and forgot-password (mocks/auth/password-reset-tables.ts).
   * Optional so a database persisted before they existed still loads (DB_VERSION unchanged).
   */
  authTokens?: Record<string, number>;
  passwordResets?: PasswordResetRow[];
  /**
   * Cashier transactions. Optional so copies persisted before it existed still load; the cashier
   * mock seeds it on first use (mocks/cashier/fixtures/transactions.ts).
   */
  transactions?: TransactionRow[];
  /** Favourite game sysnames per uid (games.getLikes). Optional: created on first use (mocks/games/games.ts). */
  likes?: Record<number, string[]>;
  /** Real-money rounds of the mock game, newest last; read by the game history mock. Optional likewise. */
  gameRounds?: GameRoundRow[];
  /** Free-spin packs; seeded on first use by mocks/games/game-tables.ts. Optional likewise. */
  freeSpins?: FreeSpinRow[];
  /** QA overrides of general info and content settings; optional for the same reason. */
  siteSettings?: SiteSettingsOverrides;
  /** Deposit limits per uid (account.getDepositLimit); seeded on first use (mocks/cashier/cashier-tables.ts). */
  depositLimits?: Record<number, DepositLimitRow>;
  /** Saved requisites (cashier settings); seeded on first use likewise. */
  savedRequisites?: SavedRequisiteRow[];
  /** Bonus state by bonus id over the seeded fixtures (activate, remove, wagering); optional likewise. */
  bonusStates?: Record<number, BonusStateRow>;
  /** Cashbacks added by QA after the seed, and what happened to any cashback by id; optional likewise. */
  extraCashbacks?: ExtraCashbackRow[];
  cashbackStates?: Record<number, CashbackStateRow>;
  /** Tournament participants (tournaments.participate); seeded on first use (mocks/tournaments/tournament-tables.ts). */
  tournamentEntries?: TournamentEntryRow[];
  /** Campaign activity per uid (campaigns.takePromotions, activateOffer); optional, created on first use. */
  campaigns?: Record<number, CampaignActivityRow>;
  /** Bonuses granted after the seed by promo codes (mocks/bonuses/bonus-tables.ts); optional, created on first use. */
  grantedBonuses?: GrantedBonusRow[];
  /** QA state of the campaign popups (mocks/popups/popup-tables.ts, mock_popups); optional, created on first use. */
  popups?: PopupsRow;
  /** Support: chosen chat vendor (mock_chat), feedback received and stored chat events (mocks/support/support-tables.ts); optional. */
  support?: SupportRow;
  /** Loyalty points, level, character and queued notifications per uid (mocks/loyalty/loyalty-tables.ts); optional, created on first use. */
  loyalty?: Record<number, LoyaltyRow>;
  /** Self-exclusions and identity checks per uid (mocks/responsible-gaming/rg-tables.ts); optional, created on first use. */
  selfExclusions?: Record<number, SelfExclusionRow>;
  verifications?: Record<number, VerificationRow>;
  /** mock_verification: how the mock Sumsub review answers (approve unless set; decision record 030). */
  verificationReview?: VerificationReview;
  /** Pending two-factor changes per uid (mocks/account/profile-tables.ts); optional, created on first use. */
  profileStates?: Record<number, ProfileStateRow>;
  /** The mock sportsbook's bets, token epoch and forced outcome (mocks/sportsbook/sportsbook-tables.ts); optional, created on first use. */
  sportsbook?: SportsbookTable;
}

/** A player in a tournament; `points` grow with real-money spins in the tournament's games. */
export interface TournamentEntryRow {
  tournament_id: number;
  uid: number;
  points: number;
  /** Unix ms. */
  joined_at: number;
}

/** A bonus a promo code granted (campaigns.activateOffer): available until the player activates it. */
export interface GrantedBonusRow {
  id: number;
  uid: number;
  type: 'casino' | 'betting';
  /** The name per language (ru, en, it, es). */
  name: Record<string, string>;
  /** Euros. */
  amount: number;
  /** Turnover needed, in euros. */
  wager_max: number;
  /** Unix seconds. */
  created_at: number;
  /** Days after creation it expires. */
  valid_days: number;
}

/** What happened to a seeded bonus (mocks/bonuses/bonus-tables.ts): its status and wagering now. */
export interface BonusStateRow {
  status: 'available' | 'active' | 'wagered' | 'expired' | 'cancelled';
  /** Wagering done, in euros. */
  current: number;
}

/** A cashback made after the seed (QA switch mock_cashback=new); amounts in euros, times in unix seconds. */
export interface ExtraCashbackRow {
  id: number;
  uid: number;
  amount: number;
  created_at: number;
  end_date: number;
  receiving_expired_at: number | null;
}

/** What happened to a cashback: paid out (when) or removed. */
export interface CashbackStateRow {
  status: 'paid_out' | 'removed';
  /** Unix seconds. */
  at: number;
}
