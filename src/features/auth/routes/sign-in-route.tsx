import { AuthPage } from './auth-page';

/** Route module of /forms/sign_in. */
export function Component() {
  return <AuthPage mode="signIn" />;
}
