export type SectionIconName = 'slots' | 'live' | 'table' | 'fast' | 'sport' | 'trophy' | 'jackpot' | 'crown' | 'gift';

const PATHS: Record<SectionIconName, string> = {
  slots: 'M6 10h36v28H6zM12 16v16M24 16v16M36 16v16M42 18h4v8h-4',
  live: 'M24 8a8 8 0 1 1 0 16a8 8 0 0 1 0-16zM10 40c2-8 8-12 14-12s12 4 14 12M38 10l4-3M40 16h5',
  table: 'M8 20h32l-4 18H12zM16 20V12h16v8M20 28h8',
  fast: 'M26 4L10 28h12l-4 16 18-26H24z',
  sport: 'M24 6a18 18 0 1 1 0 36a18 18 0 0 1 0-36zM24 14l8 6-3 9h-10l-3-9zM24 6v8M32 20l9-3M29 29l5 8M19 29l-5 8M16 20l-9-3',
  trophy: 'M14 8h20v10a10 10 0 0 1-20 0zM14 12H7v4a7 7 0 0 0 7 7M34 12h7v4a7 7 0 0 1-7 7M24 28v8M16 40h16v-4H16z',
  jackpot: 'M24 6l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z',
  crown: 'M6 16l9 8 9-14 9 14 9-8-4 22H10zM10 42h28',
  gift: 'M8 18h32v8H8zM11 26h26v16H11zM24 18v24M24 18c-4-8-12-8-12-3s8 3 12 3c4 0 12 2 12-3s-8-5-12 3',
};

/** Line icons for the home sections, drawn in the current text colour. */
export function SectionIcon({ name }: { name: SectionIconName }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
