import { COLLECTIONS, type CollectionDeclaration } from '@site/content';
import { collectionIn } from '@site/content/node';
import { REPO_ROOT } from '../../repo-layout';

/**
 * Every document of every collection checked against its part's schema, as the build's first step:
 * the pages' bundles carry no schema (visitors download no validator), so the build checks here the
 * very files they bundle, and fails naming each one that does not match. Resolves to the number of
 * documents checked.
 */
export async function checkCollections(root = REPO_ROOT): Promise<number> {
  const results = await Promise.allSettled(
    COLLECTIONS.map((declaration: CollectionDeclaration<{ check(): Promise<number> }>) => collectionIn(declaration, root).check()),
  );
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
  if (failures.length) throw new Error(failures.join('\n'));
  return results.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
}
