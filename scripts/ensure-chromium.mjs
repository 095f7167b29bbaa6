#!/usr/bin/env node
// Playwright cannot download its browsers here (no access to its CDN; decision record 054), so the project drives
// Debian's Chromium: the full browser and its headless shell (scripts/lib/chromium.mjs). Install
// whichever is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PACKAGES, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './lib/chromium.mjs';

const EXECUTABLES = [CHROMIUM_PATH, TEST_CHROMIUM_PATH];

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function run(argv) {
  console.log(`[ensure-chromium] $ ${argv.join(' ')}`);
  const result = spawnSync(argv[0], argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`"${argv.join(' ')}" exited with ${result.status ?? result.signal}`);
  }
}

function main() {
  const missing = EXECUTABLES.filter((file) => !existsSync(file));
  if (missing.length === 0) {
    console.log(`[ensure-chromium] ${EXECUTABLES.join(' and ')} are present; nothing to do.`);
    return 0;
  }
  const CHROMIUM = missing.join(' and ');
  if (!hasCommand('apt-get')) {
    console.error(`[ensure-chromium] ${CHROMIUM} missing and apt-get is not available; install Debian's ${CHROMIUM_PACKAGES.join(' and ')} by hand.`);
    return 1;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let prefix = [];
  if (!isRoot) {
    if (!hasCommand('sudo')) {
      console.error(`[ensure-chromium] ${CHROMIUM} missing; not root and no sudo, so cannot run apt-get.`);
      return 1;
    }
    prefix = ['sudo', '-n'];
  }
  console.log(`[ensure-chromium] ${CHROMIUM} missing; installing Debian's ${CHROMIUM_PACKAGES.join(' and ')}.`);
  try {
    run([...prefix, 'apt-get', 'update']);
    run([...prefix, 'apt-get', 'install', '-y', ...CHROMIUM_PACKAGES]);
  } catch (error) {
    console.error(`[ensure-chromium] install failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const stillMissing = EXECUTABLES.filter((file) => !existsSync(file));
  if (stillMissing.length > 0) {
    console.error(`[ensure-chromium] apt-get finished but ${stillMissing.join(' and ')} still missing.`);
    return 1;
  }
  console.log(`[ensure-chromium] installed ${CHROMIUM}.`);
  return 0;
}

process.exitCode = main();
