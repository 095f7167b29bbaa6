/** Route module of /profile/verification. */
export { VerificationPage as Component } from '../verification-page';
