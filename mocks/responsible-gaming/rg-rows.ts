import type { SelfExclusionPeriod } from '@/api/account/account.types';

/** The responsible-gaming and verification rows of the mock database (types only: core/schema.ts composes them, rg-tables.ts reads and writes them). */

/** A self-exclusion: from when, and until when (unix seconds; null for good). */
export interface SelfExclusionRow {
  period: SelfExclusionPeriod;
  from: number;
  until: number | null;
}

/**
 * The identity check of one player (Sumsub's applicant): created by verification.createApplicant,
 * submitted by the SDK stand-in, reviewed (GREEN) a moment later, which flips is_verified.
 */
export interface VerificationRow {
  applicantId: string;
  status: 'init' | 'pending' | 'completed';
  answer: 'GREEN' | 'RED' | null;
  /** The tokens issued (the last one is current); the stand-in SDK finds the player by it. */
  tokens: string[];
  externalActionId: string | null;
  createdAt: number;
}

/**
 * How the mock review of a submitted identity check answers (mock_verification, decision record
 * 030): approve (GREEN, the default), reject (RED, the player may retry), or pending (no answer
 * comes until QA decides it in the panel).
 */
export type VerificationReview = 'approve' | 'reject' | 'pending';
