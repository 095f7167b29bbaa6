/** Balance-update settings of SPEC §3. */
export interface BalanceUpdateSettings {
  isEnabledInterval: boolean;
  countSecondsForInterval: number;
  isEnabledTurnOffRequests: boolean;
  countMinutesAfterWhichRequestsTurnedOff: number;
  isEnabledRequestsAfterClick: boolean;
  countSecondsForDelayBetweenClick: number;
}

/** SPEC §9 defaults: interval off, after-click off, auto turn-off on, 10 s, 1 s, 5 min. */
export const DEFAULT_BALANCE_UPDATE: BalanceUpdateSettings = {
  isEnabledInterval: false,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: false,
  countSecondsForDelayBetweenClick: 1,
};
