import { useMessagingAppRegistration } from '../telegram/use-messaging-app-registration';
import { useAuthBackendSession } from './use-auth-backend-session';
import { useSocialAuthReturn } from './use-social-auth-return';
import { useSocialRegistrationPrompt } from './use-social-registration-prompt';

/**
 * Mounted once in the app shell. Renders nothing; it finishes social logins (popup message or
 * return address), keeps the auth backend token in step with the site session, opens the
 * social-registration popup for incomplete accounts and registers messaging-app visitors.
 */
export function SocialAuthWatcher() {
  useSocialAuthReturn();
  useAuthBackendSession();
  useSocialRegistrationPrompt();
  useMessagingAppRegistration();
  return null;
}
