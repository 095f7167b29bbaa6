// @vitest-environment jsdom
import { applicantByToken, issueToken } from '../db/rg-tables';
import { getAccount } from '../db/accounts';
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
});
