import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHELL_CHUNK_FILES, shellChunkPattern } from './shell-chunk';

const root = path.resolve(import.meta.dirname, '../..');

describe('the shell chunk list', () => {
  it.each(SHELL_CHUNK_FILES)('%s exists (a folder when it ends in /)', (file) => {
    const full = path.join(root, file);
    expect(existsSync(full)).toBe(true);
    expect(statSync(full).isDirectory()).toBe(file.endsWith('/'));
  });

  it('matches the listed modules by absolute path, with either slash, and nothing beside them', () => {
    const pattern = shellChunkPattern();
    expect(pattern.test('/repo/src/api/base-api.ts')).toBe(true);
    expect(pattern.test('C:\\repo\\src\\lib\\i18n\\i18n.ts')).toBe(true);
    expect(pattern.test('/repo/src/components/ui/button/button.tsx')).toBe(true);
    expect(pattern.test('/repo/src/styles/tokens.css')).toBe(true);
    expect(pattern.test('/repo/src/api/base-api-extra.ts')).toBe(false);
    expect(pattern.test('/repo/src/api/base-apixts')).toBe(false);
    expect(pattern.test('/repo/src/components/ui/button-group/x.tsx')).toBe(false);
    expect(pattern.test('/repo/src/lib/i18n/i18n.test.ts')).toBe(false);
  });
});
