/** Route module of /providers. */
export { ProvidersPage as Component } from '../providers/providers-page';
