// @vitest-environment jsdom
import { applicantByToken, issueToken, setVerificationReview } from '../responsible-gaming/rg-tables';
import { getAccount } from '../account/accounts';
import { signInAs } from '../scenarios';
import { REVIEW_DELAY_MS, standInSdk } from './sumsub-stand-in';

afterEach(() => vi.useRealTimers());

describe('Sumsub stand-in', () => {
  it('walks document, selfie and submit, then the review verifies the account', () => {
    vi.useFakeTimers();
    const account = signInAs('kyc@example.com');
    const token = issueToken(account, null);
    const messages: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const sdk = standInSdk
      .init(token, () => Promise.resolve(token))
      .withConf({ lang: 'en' })
      .onMessage((type) => messages.push(type))
      .build();
    sdk.launch(container);
    const button = () => container.querySelector('button')!;
    expect(button().textContent).toBe('Upload a sample ID document');
    button().click();
    button().click();
    expect(button().textContent).toBe('Submit for review');
    button().click();
    expect(messages).toContain('idCheck.onApplicantSubmitted');
    expect(getAccount(account.uid)?.flags).toMatchObject({ is_on_verification: true, is_verified: false });
    vi.advanceTimersByTime(REVIEW_DELAY_MS);
    expect(messages.at(-1)).toBe('idCheck.onApplicantStatusChanged');
    expect(getAccount(account.uid)?.flags).toMatchObject({ is_on_verification: false, is_verified: true, is_kyc_block_enabled: false });
    expect(applicantByToken(token)?.row).toMatchObject({ status: 'completed', answer: 'GREEN' });
    sdk.destroy?.();
    expect(container.childElementCount).toBe(0);
  });
  function submitAll(email: string) {
    const account = signInAs(email);
    const token = issueToken(account, null);
    const messages: { type: string; payload: unknown }[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const sdk = standInSdk
      .init(token, () => Promise.resolve(token))
      .withConf({ lang: 'en' })
      .onMessage((type, payload) => messages.push({ type, payload }))
      .build();
    sdk.launch(container);
    for (let step = 0; step < 3; step += 1) container.querySelector('button')!.click();
    return { account, token, messages, container, sdk };
  }

  it('mock_verification=reject: the review answers RED with a retry, and the account stays unverified', () => {
    vi.useFakeTimers();
    setVerificationReview('reject');
    const { account, token, messages, container, sdk } = submitAll('kyc@example.com');
    vi.advanceTimersByTime(REVIEW_DELAY_MS);
    expect(messages.at(-1)?.type).toBe('idCheck.onApplicantStatusChanged');
    expect(messages.at(-1)?.payload).toMatchObject({ reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY' } });
    expect(container.textContent).toContain('Review complete: the documents were rejected.');
    expect(getAccount(account.uid)?.flags).toMatchObject({ is_on_verification: false, is_verified: false, is_kyc_block_enabled: true });
    expect(applicantByToken(token)?.row).toMatchObject({ status: 'completed', answer: 'RED' });
    sdk.destroy?.();
  });

  it('mock_verification=pending: no review comes, the check stays under review', () => {
    vi.useFakeTimers();
    setVerificationReview('pending');
    const { account, token, messages, container, sdk } = submitAll('kyc@example.com');
    vi.advanceTimersByTime(REVIEW_DELAY_MS * 10);
    expect(messages.at(-1)?.type).toBe('idCheck.onApplicantStatusChanged');
    expect(messages.at(-1)?.payload).toMatchObject({ reviewStatus: 'pending' });
    expect(container.textContent).toContain('Documents sent. Review in progress…');
    expect(getAccount(account.uid)?.flags).toMatchObject({ is_on_verification: true, is_verified: false });
    expect(applicantByToken(token)?.row).toMatchObject({ status: 'pending', answer: null });
    sdk.destroy?.();
  });
});
