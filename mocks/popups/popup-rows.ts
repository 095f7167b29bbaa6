/** The popup row of the mock database (types only: core/schema.ts composes it, popup-tables.ts reads and writes it). */

/** QA state of the campaign popups (mock_popups): whether popups are queued after sign-in at all. */
export interface PopupsRow {
  /** mock_popups=off: popups.get answers no popups for the signed-in player (by system name still works). */
  off?: boolean;
}
