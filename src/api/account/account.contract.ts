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
  getCurrencyRates: CurrencyRates;
  setCurrency: Done;
}
