import { useCallback, useEffect, useRef, useState } from 'react';
import { accountApi } from '@/api/account/account-api';
import { useAccountSetUserOnVerificationMutation } from '@/api/account/account-settings-api';
import { useVerificationCreateApplicantMutation, useVerificationGetAccessTokenMutation } from '@/api/verification/verification-api';
import { useAppDispatch } from '@/store/hooks';
import { loadSumsubSdk, reviewOutcome, type SumsubInstance } from './sumsub-sdk';

export type FlowState = 'idle' | 'starting' | 'open' | 'submitted' | 'approved' | 'rejected' | 'failed';

export interface SumsubFlowOptions {
  /** The SDK's language (the page's locale). */
  lang: string;
  /** A check the backend asked for (e.g. before a withdrawal): sent with getAccessToken. */
  externalActionId: string | null;
}

/**
 * The Sumsub flow of the verification page (SPEC §7, decision record 023):
 * createApplicant, getAccessToken (again when the SDK says the token expired), load the SDK, launch
 * it into `container`; when the player submits, setUserOnVerification; a review answer refetches
 * the account so the KYC flags show the result.
 */
export function useSumsubFlow({ lang, externalActionId }: SumsubFlowOptions) {
  const dispatch = useAppDispatch();
  const [createApplicant] = useVerificationCreateApplicantMutation();
  const [getAccessToken] = useVerificationGetAccessTokenMutation();
  const [setOnVerification] = useAccountSetUserOnVerificationMutation();
  const [state, setState] = useState<FlowState>('idle');
  const instance = useRef<SumsubInstance | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      instance.current?.destroy?.();
      instance.current = null;
    };
  }, []);

  const refreshAccount = useCallback(() => dispatch(accountApi.util.invalidateTags(['Account'])), [dispatch]);

  const start = useCallback(
    async (container: HTMLElement) => {
      setState('starting');
      try {
        await createApplicant().unwrap();
        const token = async () => (await getAccessToken({ externalActionId }).unwrap()).token;
        const [first, sdk] = await Promise.all([token(), loadSumsubSdk()]);
        if (!alive.current) return;
        instance.current?.destroy?.();
        instance.current = sdk
          .init(first, token)
          .withConf({ lang, theme: 'dark' })
          .withOptions({ addViewportTag: false, adaptIframeHeight: true })
          .onMessage((type, payload) => {
            if (!alive.current) return;
            if (type === 'idCheck.onApplicantSubmitted' || type === 'idCheck.onApplicantResubmitted') {
              setState('submitted');
              void setOnVerification().unwrap().catch(() => undefined);
              return;
            }
            const outcome = reviewOutcome(type, payload);
            if (outcome === 'approved' || outcome === 'rejected') {
              setState(outcome);
              refreshAccount();
            }
          })
          .build();
        container.replaceChildren();
        instance.current.launch(container);
        setState('open');
      } catch {
        if (alive.current) setState('failed');
      }
    },
    [createApplicant, getAccessToken, externalActionId, lang, setOnVerification, refreshAccount],
  );

  return { state, start };
}
