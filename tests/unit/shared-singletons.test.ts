import { satisfy } from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { PROVIDED_SINGLETONS } from '../../shell/src/federation/provided-singletons';
import { sharedSingletons, sharedVersions } from '../../vite.federation';

describe('the shared singletons', () => {
  it('are all provided by the shell, each the very module its name imports', async () => {
    expect(Object.keys(PROVIDED_SINGLETONS).sort()).toEqual(Object.keys(sharedSingletons).sort());
    for (const [name, lent] of Object.entries(PROVIDED_SINGLETONS)) {
      const imported: unknown = await import(/* @vite-ignore */ name);
      expect(lent, `the shell lends ${name}`).toBe(imported);
    }
  });

  it('are provided in installed versions that every remote accepts', () => {
    const versions = sharedVersions();
    for (const [name, { requiredVersion }] of Object.entries(sharedSingletons)) {
      expect(satisfy(versions[name]!, requiredVersion), `${name} ${versions[name]} for ${requiredVersion}`).toBe(true);
    }
  });
});
