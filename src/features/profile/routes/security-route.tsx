import { SecurityPage } from '../security/security-page';

/** Route module of /profile/security. */
export function Component() {
  return <SecurityPage />;
}
