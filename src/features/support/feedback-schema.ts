import { object } from 'yup';
import { emailRule, maxLengthTest, minLengthTest, nameRule, requiredRule } from '@/lib/validation/rules';

export interface FeedbackValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const FEEDBACK_LIMITS = { name: 100, subject: 150, messageMin: 10, message: 2000 } as const;

export const EMPTY_FEEDBACK: FeedbackValues = { name: '', email: '', subject: '', message: '' };

/**
 * The feedback form's rules, all from the shared rules (SPEC §5): name and email by their patterns;
 * subject and message are free text checked by length, because the shared text pattern has no
 * Italian or Spanish accented letters.
 */
export function feedbackSchema() {
  return object({
    name: nameRule().test(maxLengthTest(FEEDBACK_LIMITS.name)),
    email: emailRule(),
    subject: requiredRule().test(maxLengthTest(FEEDBACK_LIMITS.subject)),
    message: requiredRule().test(minLengthTest(FEEDBACK_LIMITS.messageMin)).test(maxLengthTest(FEEDBACK_LIMITS.message)),
  });
}
