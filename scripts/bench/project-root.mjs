// The repository's root, and a require() that resolves packages from it: the bench's modules read
// package versions (lighthouse/package.json) and load Playwright only when their section runs.
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const requireFromRoot = createRequire(path.join(root, 'package.json'));
