import type { AccountContract } from '@/api/account/account.contract';
import type { AccountProfileContract } from '@/api/account/account-profile.contract';
import type { AuthContract } from '@/api/auth/auth.contract';
import type { BannersContract } from '@/api/banners/banners.contract';
import type { BettingBonusesContract } from '@/api/betting-bonuses/betting-bonuses.contract';
import type { BonusesContract } from '@/api/bonuses/bonuses.contract';
import type { CampaignsContract } from '@/api/campaigns/campaigns.contract';
import type { CashbacksContract } from '@/api/cashbacks/cashbacks.contract';
import type { CashierContract } from '@/api/cashier/cashier.contract';
import type { EventsContract } from '@/api/events/events.contract';
import type { FreespinsContract } from '@/api/freespins/freespins.contract';
import type { GamesContract } from '@/api/games/games.contract';
import type { JackpotsContract } from '@/api/jackpots/jackpots.contract';
import type { LeaderboardContract } from '@/api/leaderboard/leaderboard.contract';
import type { LoyaltyContract } from '@/api/loyalty/loyalty.contract';
import type { MetadataContract } from '@/api/metadata/metadata.contract';
import type { PopupsContract } from '@/api/popups/popups.contract';
import type { SportsbookContract } from '@/api/sportsbook/sportsbook.contract';
import type { StorageContract } from '@/api/storage/storage.contract';
import type { SupportContract } from '@/api/support/support.contract';
import type { TournamentsContract } from '@/api/tournaments/tournaments.contract';
import type { VerificationContract } from '@/api/verification/verification.contract';
import { accountMethods } from './account/account';
import { accountProfileMethods } from './account/account-profile';
import { defineNamespace, type MethodMap } from './core/api-method';
import { authMethods } from './auth/auth';
import { bannersMethods } from './cms/banners';
import { bettingBonusesMethods } from './bonuses/betting-bonuses';
import { bonusesMethods } from './bonuses/bonuses';
import { campaignsMethods } from './promotions/campaigns';
import { cashbacksMethods } from './bonuses/cashbacks';
import { cashierMethods } from './cashier/cashier';
import { eventsMethods } from './tournaments/events';
import { freespinsMethods } from './games/freespins';
import { gamesMethods } from './games/games';
import { gamesHistoryMethods } from './games/games-history';
import { jackpotsMethods } from './jackpots/jackpots';
import { leaderboardMethods } from './tournaments/leaderboard';
import { loyaltyMethods } from './loyalty/loyalty';
import { metadataMethods } from './cms/metadata';
import { popupsMethods } from './popups/popups';
import { sportsbookMethods } from './sportsbook/sportsbook';
import { storageMethods } from './account/storage';
import { supportMethods } from './support/support';
import { tournamentsMethods } from './tournaments/tournaments';
import { verificationMethods } from './verification/verification';

/**
 * Main-API namespaces the mock serves; each file mirrors src/api/<namespace>/ and is typed against
 * that namespace's contract, so a method the client calls cannot go missing or lose a field.
 */
export const NAMESPACES: Record<string, MethodMap> = {
  account: defineNamespace<AccountContract & AccountProfileContract>()({ ...accountMethods, ...accountProfileMethods }),
  auth: defineNamespace<AuthContract>()(authMethods),
  banners: defineNamespace<BannersContract>()(bannersMethods),
  bettingBonuses: defineNamespace<BettingBonusesContract>()(bettingBonusesMethods),
  bonuses: defineNamespace<BonusesContract>()(bonusesMethods),
  campaigns: defineNamespace<CampaignsContract>()(campaignsMethods),
  cashbacks: defineNamespace<CashbacksContract>()(cashbacksMethods),
  cashier: defineNamespace<CashierContract>()(cashierMethods),
  events: defineNamespace<EventsContract>()(eventsMethods),
  freespins: defineNamespace<FreespinsContract>()(freespinsMethods),
  // games.get/getCategories/getProviders/likes (games.ts) and the history methods (games-history.ts).
  games: defineNamespace<GamesContract>()({ ...gamesMethods, ...gamesHistoryMethods }),
  jackpots: defineNamespace<JackpotsContract>()(jackpotsMethods),
  leaderboard: defineNamespace<LeaderboardContract>()(leaderboardMethods),
  loyalty: defineNamespace<LoyaltyContract>()(loyaltyMethods),
  metadata: defineNamespace<MetadataContract>()(metadataMethods),
  popups: defineNamespace<PopupsContract>()(popupsMethods),
  sportsbook: defineNamespace<SportsbookContract>()(sportsbookMethods),
  storage: defineNamespace<StorageContract>()(storageMethods),
  support: defineNamespace<SupportContract>()(supportMethods),
  tournaments: defineNamespace<TournamentsContract>()(tournamentsMethods),
  verification: defineNamespace<VerificationContract>()(verificationMethods),
};
