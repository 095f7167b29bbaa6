/** The profile rows of the mock database (types only: core/schema.ts composes them, profile-tables.ts reads and writes them). */

export interface PendingTwoFactorRow {
  enable: boolean;
  secret: string | null;
  /** Unix ms. */
  requestedAt: number;
}

export interface ProfileStateRow {
  /** The two-factor change waiting for its code, or null. */
  twoFactor: PendingTwoFactorRow | null;
}
