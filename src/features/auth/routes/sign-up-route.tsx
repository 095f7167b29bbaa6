import { AuthPage } from './auth-page';

/** Route module of /forms/sign_up. */
export function Component() {
  return <AuthPage mode="signUp" />;
}
