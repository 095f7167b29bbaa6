import type { ReactNode } from 'react';
import { useFeatureFlag } from '@/api/cms/use-feature-flag';
import { Button } from '@/components/ui/button/button';
import { openIdentityVerification } from '@/lib/dialogs/open-identity-verification';
import { useAppDispatch } from '@/store/hooks';
import { ConfiguredButton } from './configured-button';
import { useCashierConfig } from './use-cashier-config';

export interface VerifyIdentityActionProps {
  /** The check the server named (SumsubVerificationRequired's externalActionId), if any. */
  externalActionId?: string;
  children: ReactNode;
}

/**
 * The way to identity verification wherever the cashier asks for it: the identity verification
 * dialog (SPEC §3), so the player verifies without leaving the form, when the site runs the
 * verification service; otherwise the configured identity-check button (SPEC §3 withdraw-error
 * buttons), which may lead anywhere the operator chose, or nothing.
 */
export function VerifyIdentityAction({ externalActionId, children }: VerifyIdentityActionProps) {
  const dispatch = useAppDispatch();
  const config = useCashierConfig();
  const serviceOn = useFeatureFlag('verificationService');
  if (!serviceOn) return <ConfiguredButton button={config.withdrawErrorButtons.identityCheck}>{children}</ConfiguredButton>;
  return (
    <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => void dispatch(openIdentityVerification(externalActionId))}>
      {children}
    </Button>
  );
}
