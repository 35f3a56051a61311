import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names. Playwright's own browser download is not used. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium was not found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary. `npm test` installs it itself when run as root.',
    );
  }
  return found;
}

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
