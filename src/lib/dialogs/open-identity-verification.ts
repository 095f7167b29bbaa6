import { type DialogHandle, type DialogsThunk, openDialog } from './dialog-thunks';

/**
 * The one way to open the identity verification dialog (SPEC §3): from the cashier's refusals and
 * notice, and from the profile. `externalActionId`: the check the server named
 * (SumsubVerificationRequired), if any. Resolves with 'submitted', or undefined when dismissed.
 */
export function openIdentityVerification(externalActionId?: string): DialogsThunk<DialogHandle<'submitted'>> {
  return openDialog({ component: 'identityVerification', componentProps: externalActionId ? { externalActionId } : {} });
}
