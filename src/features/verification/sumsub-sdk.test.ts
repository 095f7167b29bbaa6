import { describe, expect, it } from 'vitest';
import { reviewOutcome } from './sumsub-sdk';

describe('reviewOutcome', () => {
  it('reads the review answer of the status events', () => {
    const green = { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } };
    expect(reviewOutcome('idCheck.onApplicantStatusChanged', green)).toBe('approved');
    expect(reviewOutcome('idCheck.onApplicantVerificationCompleted', { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED' } })).toBe('rejected');
    expect(reviewOutcome('idCheck.onApplicantStatusChanged', { reviewStatus: 'pending' })).toBe('pending');
  });

  it('ignores other events', () => {
    expect(reviewOutcome('idCheck.onReady', { reviewStatus: 'completed' })).toBeNull();
    expect(reviewOutcome('idCheck.onApplicantStatusChanged', null)).toBeNull();
  });
});
