import { satisfy } from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { PROVIDED_SINGLETONS } from '../../shell/src/federation/provided-singletons';
import { sharedSingletons, sharedVersions } from '../../vite.federation';

describe('the shared singletons', () => {
  it('are all provided by the shell, from the modules it runs on itself', () => {
    expect(Object.keys(PROVIDED_SINGLETONS).sort()).toEqual(Object.keys(sharedSingletons).sort());
    for (const lib of Object.values(PROVIDED_SINGLETONS)) expect(lib).toBeTypeOf('object');
  });

  it('are provided in installed versions that every remote accepts', () => {
    const versions = sharedVersions();
    for (const [name, { requiredVersion }] of Object.entries(sharedSingletons)) {
      expect(satisfy(versions[name]!, requiredVersion), `${name} ${versions[name]} for ${requiredVersion}`).toBe(true);
    }
  });
});
