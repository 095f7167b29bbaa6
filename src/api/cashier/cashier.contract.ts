import type { Done } from '../wire';
import type { BankList, CashierHistory, DepositInfo, DepositResult, DepositSettings, WithdrawalResult, WithdrawSettings } from './cashier.types';

/** cashier.* of SPEC §7: method -> the `data` it answers with. */
export interface CashierContract {
  getHistory: CashierHistory;
  getDepositSettings: DepositSettings;
  getWithdrawSettings: WithdrawSettings;
  getBanks: BankList;
  getDepositInfo: DepositInfo;
  makeDeposit: DepositResult;
  makeWithdrawal: WithdrawalResult;
  cancelWithdrawal: Done;
}
