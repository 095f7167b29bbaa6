#!/usr/bin/env node
// Playwright cannot download browsers on this machine (see TOOLCHAIN.md), so the
// end-to-end tests drive Debian's Chromium. Install it when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

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
  if (existsSync(CHROMIUM)) {
    console.log(`[ensure-chromium] ${CHROMIUM} is present; nothing to do.`);
    return 0;
  }
  if (!hasCommand('apt-get')) {
    console.error(`[ensure-chromium] ${CHROMIUM} is missing and apt-get is not available; install Chromium by hand.`);
    return 1;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let prefix = [];
  if (!isRoot) {
    if (!hasCommand('sudo')) {
      console.error(`[ensure-chromium] ${CHROMIUM} is missing; not root and no sudo, so cannot run apt-get.`);
      return 1;
    }
    prefix = ['sudo', '-n'];
  }
  console.log(`[ensure-chromium] ${CHROMIUM} is missing; installing Debian's chromium package.`);
  try {
    run([...prefix, 'apt-get', 'update']);
    run([...prefix, 'apt-get', 'install', '-y', 'chromium']);
  } catch (error) {
    console.error(`[ensure-chromium] install failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`[ensure-chromium] apt-get finished but ${CHROMIUM} is still missing.`);
    return 1;
  }
  console.log(`[ensure-chromium] installed ${CHROMIUM}.`);
  return 0;
}

process.exitCode = main();
