/** SPEC §9 constants of the session behaviour. */

/** The inactivity warning opens at this share of time_to_force_logout; the countdown runs for the rest. */
export const WARNING_RATIO = 0.8;

/** A day in milliseconds (SPEC §9). */
export const DAY_MS = 86_400_000;

/** The registration hint is shown until 2 hours after reg_time. */
export const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;

/** The confirm-contact hint is shown until 5 days after reg_time. */
export const CONFIRM_HINT_MS = 5 * DAY_MS;
