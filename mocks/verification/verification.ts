import type { VerificationContract } from '@/api/verification/verification.contract';
import { ensureApplicant, issueToken } from '../responsible-gaming/rg-tables';
import { fail, type ContractMethods, requireAccount, write } from '../core/api-method';

/**
 * verification.* (SPEC §7): the applicant and the WebSDK token. The token is what the SDK stand-in
 * (mocks/verification/sumsub-stand-in.ts) works with; its review flips the account to verified.
 */
export const verificationMethods = {
  createApplicant: write(() => {
    const account = requireAccount();
    if (account.flags.is_verified) fail('InvalidRequest', 'User is already verified');
    return { applicant_id: ensureApplicant(account).applicantId };
  }),

  getAccessToken: write((ctx) => {
    const account = requireAccount();
    const action = ctx.body.externalActionId ?? ctx.query.get('externalActionId');
    return { token: issueToken(account, action ? String(action) : null) };
  }),
} satisfies ContractMethods<VerificationContract>;
