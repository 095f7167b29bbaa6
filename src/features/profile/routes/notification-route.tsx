import { NotificationsPage } from '../notifications/notifications-page';

/** Route module of /profile/notification. */
export function Component() {
  return <NotificationsPage />;
}
