import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The end-to-end tests drive Debian's Chromium. When it is missing: as root, install it with
 * apt-get; otherwise say exactly what to do.
 */
const PATHS = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export function ensureChromium(): string {
  const found = PATHS.find((path) => existsSync(path));
  if (found) return found;
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
  const installed = PATHS.find((path) => existsSync(path));
  if (!installed) throw new Error('apt-get finished but no chromium binary was found at /usr/bin/chromium.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
