import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './account/fixtures/demo-accounts';
import { URL_SCENARIO_PARAMS } from './scenarios';

// The QA guide (mocks/README.md) is where QA and demo visitors look first: whatever the code offers must be in it.
const guide = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');

/** The files that read the mock_* parameters of an address. */
const SWITCH_READERS = ['url-scenarios.ts', 'core/call-switch-params.ts'];

/** Every mock_* name the code reads, listed or not, so a switch added to the code alone is caught. */
function switchesInCode(): string[] {
  const sources = SWITCH_READERS.map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'));
  const read = sources.flatMap((source) => [...source.matchAll(/'(mock_[a-z_]+)'/g)].map((match) => match[1]));
  return [...new Set([...URL_SCENARIO_PARAMS, ...read])].sort();
}

describe('the QA guide (mocks/README.md)', () => {
  it('lists every switch with an example value', () => {
    const switches = switchesInCode();
    expect(switches.length).toBeGreaterThanOrEqual(URL_SCENARIO_PARAMS.length);
    expect(switches.filter((name) => !guide.includes(`\`${name}=`))).toEqual([]);
  });

  it('lists every demo account and their password', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email).filter((email) => !guide.includes(`| \`${email}\` |`))).toEqual([]);
    expect(guide).toContain(`**\`${DEMO_PASSWORD}\`**`);
  });
});
