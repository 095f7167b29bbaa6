import type { Done } from '../wire';
import type { AccountInfo, Balance, CurrencyRates, DepositLimit, ProfileInfo } from './account.types';

/** account.* of SPEC §7: method -> the `data` it answers with. */
export interface AccountContract {
  getInfo: AccountInfo;
  getBalance: Balance;
  getProfileInfo: ProfileInfo;
  sendConfirmationToContact: Done;
  changeLocale: Done;
  getDepositLimit: DepositLimit;
  /** Responsible gaming (decision record 023; not in SPEC §7): POST {period, amount}; period none removes the limit. */
  setDepositLimit: Done;
  /** Responsible gaming (decision record 023; not in SPEC §7): POST {period}; ends the session. */
  setSelfExclusion: Done;
  /** SPEC §7 POST: marks the player as under identity verification (is_on_verification). */
  setUserOnVerification: Done;
  getCurrencyRates: CurrencyRates;
  setCurrency: Done;
}
