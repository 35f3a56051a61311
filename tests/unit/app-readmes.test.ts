import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS, REMOTE_NAMES } from '@site/model';
import { FRONT_END_APPS } from '../../repo-layout';
import { readText, ROOT } from './source-files';

/**
 * A remote's README is where its next maintainer starts: it names each module the remote exposes
 * and each folder of its code that renders something (a `.tsx`), so a feature added in a folder of
 * its own ("Have Lumi call me" in `mfe-voice/src/phone-call/`) is not left out of it.
 */
describe("each remote's README", () => {
  it.each(REMOTE_NAMES.map((remote) => [remote, FRONT_END_APPS[remote].workspace] as const))(
    '%s names what it exposes and every folder that renders',
    (remote, workspace) => {
      const readme = readText(`${workspace}/README.md`);
      const src = join(ROOT, workspace, 'src');
      const rendering = readdirSync(src, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && readdirSync(join(src, entry.name)).some((file) => file.endsWith('.tsx') && !file.includes('.test.')))
        .map((entry) => `src/${entry.name}/`);
      expect(rendering.length).toBeGreaterThan(2);
      expect([...REMOTE_APPS[remote].exposes, ...rendering].filter((name) => !readme.includes(`\`${name}`))).toEqual([]);
    },
  );
});
