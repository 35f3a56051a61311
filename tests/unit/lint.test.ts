import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { readText, ROOT } from './source-files';

/** The rules each message broke when the repository's ESLint configuration lints `code` as the file `path`. */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: `${ROOT}/${path}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the linter (npm run lint)', () => {
  it('names a hook called conditionally, an unused import and a link with no text in a component', async () => {
    const code = [
      "import { useState, useEffect } from 'react';",
      'export function Panel({ open }: { open: boolean }) {',
      '  if (open) useState(0);',
      '  return <a href="/" />;',
      '}',
    ].join('\n');
    expect(await rulesBroken('packages/ui/src/components/panel.tsx', code)).toEqual(
      expect.arrayContaining(['@typescript-eslint/no-unused-vars', 'react-hooks/rules-of-hooks', 'jsx-a11y/anchor-has-content']),
    );
  });

  it('keeps the typography of copy: a non-breaking space in a template is not an error', async () => {
    expect(await rulesBroken('packages/model/src/price.ts', 'export const price = (n: number) => `${n}\u00a0zł`;\n')).toEqual([]);
  });

  it('runs as one of the static checks npm test counts', () => {
    expect(readText('scripts/test.ts')).toMatch(/\['code \(ESLint\)', \['npm', 'run', '--silent', 'lint'\]\]/);
  });

  it('fails on a warning too: an effect missing what it reads is a bug waiting, not a note', () => {
    expect((JSON.parse(readText('package.json')) as { scripts: Record<string, string> }).scripts.lint).toBe('eslint --max-warnings 0 .');
  });
});
