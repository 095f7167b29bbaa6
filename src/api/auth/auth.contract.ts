import type { AccountInfo } from '../account/account.types';
import type { Done } from '../wire';

/** auth.* of SPEC §7: login and register answer with the new session's account info. */
export interface AuthContract {
  login: AccountInfo;
  register: AccountInfo;
  restore: Done;
  logout: Done;
}
