import { ProfileLoyaltyPage } from '../profile-loyalty-page';

/** Route module of /profile/loyalty (inside the profile layout; protected). */
export function Component() {
  return <ProfileLoyaltyPage />;
}
