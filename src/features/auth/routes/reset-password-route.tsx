/** Route module of /forms/reset_password (the e-mailed password-reset link). */
export { ResetPasswordPage as Component } from '../reset/reset-password-page';
