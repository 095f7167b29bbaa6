import { SettingsPage } from '../settings/settings-page';

/** Route module of /profile/settings (query from, toastType: SPEC §2). */
export function Component() {
  return <SettingsPage />;
}
