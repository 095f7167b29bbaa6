/**
 * Sections routed before their feature exists; keys of `system:notBuilt.sections`. Each one is
 * "not built yet" in the README's status table too; a section leaves this list when it lands.
 */
export const NOT_BUILT_SECTIONS = [
  'profile',
] as const;

export type NotBuiltSection = (typeof NOT_BUILT_SECTIONS)[number];

export function isNotBuiltSection(value: unknown): value is NotBuiltSection {
  return typeof value === 'string' && (NOT_BUILT_SECTIONS as readonly string[]).includes(value);
}
