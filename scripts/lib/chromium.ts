import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The Chromium the prerender, the end-to-end tests and the bench drive: Debian's, or the one
 * CHROMIUM_PATH names. Playwright's own browser download is not used.
 */
const PATHS = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/** Headless flags for a root container with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const found = () => PATHS.find((path) => existsSync(path));

/** The Chromium binary; throws, saying what to install, when there is none. */
export function chromiumPath(): string {
  const path = found();
  if (!path) {
    throw new Error(
      'Chromium was not found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary. `npm test` installs it itself when run as root.',
    );
  }
  return path;
}

/** The Chromium binary; when it is missing, installs Debian's as root, or says exactly what to do. */
export function ensureChromium(): string {
  const present = found();
  if (present) return present;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium is needed for the end-to-end tests and the prerender. Install it with\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log('Chromium is missing; installing Debian’s chromium with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = found();
  if (!installed) throw new Error('apt-get finished but no chromium binary was found at /usr/bin/chromium.');
  return installed;
}
