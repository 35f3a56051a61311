import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Runs a production Vite build of one app into `outDir`. */
export function viteBuild(appDir: string, outDir: string, env: Record<string, string> = {}): void {
  execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: resolve(REPO_ROOT, appDir),
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
}

/** One hash over every file of a build directory, names included. */
export function hashDirectory(dir: string): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(relative(dir, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}
