import { reviewApplicant, submitApplicant, verificationReview, verificationsTable } from '../responsible-gaming/rg-tables';
import { jsonReply, type Reply } from './reply';

/**
 * Sumsub's webhooks to the backend, for a production build whose identity check runs in Sumsub's
 * own frame (in tests, a stand-in under Sumsub's host names): `applicantPending` when the player
 * sent the documents, `applicantReviewed` when the review came back. The review answers as
 * mock_verification says (QA guide); `pending` leaves it unanswered until QA decides it.
 */
export function sumsubWebhook(type: string | null, applicantId: string | null): Reply {
  if (type !== 'applicantPending' && type !== 'applicantReviewed') {
    return jsonReply(400, { error: 'type must be applicantPending or applicantReviewed' });
  }
  const row = Object.values(verificationsTable()).find((candidate) => candidate.applicantId === applicantId);
  const token = row?.tokens.at(-1);
  if (!row || !token) return jsonReply(404, { error: `No applicant ${JSON.stringify(applicantId)}` });
  if (type === 'applicantPending') {
    submitApplicant(token);
    return jsonReply(200, { ok: true, reviewAnswer: null });
  }
  const review = verificationReview();
  if (review === 'pending') return jsonReply(200, { ok: true, reviewAnswer: null });
  const answer = review === 'approve' ? 'GREEN' : 'RED';
  reviewApplicant(token, answer);
  return jsonReply(200, { ok: true, reviewAnswer: answer });
}
