/**
 * The panels are part of the home page (a chunk of its search section), whose JavaScript must not pull in
 * zod (api/contract/zod-free.test.ts): follows this feature's value imports (not `import type`) through
 * the app and the contract and checks that none loads zod or the contract's AI search schemas.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string {
  const base = specifier.startsWith('@contract/')
    ? path.join(root, 'api/contract', specifier.slice('@contract/'.length))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

function graph(entry: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(entry)) return { files: seen, packages };
  seen.add(entry);
  for (const [, specifier] of fs.readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    if (!specifier || specifier.endsWith('.json')) continue;
    if (specifier.startsWith('.') || specifier.startsWith('@contract/'))
      graph(resolve(entry, specifier), seen, packages);
    else packages.add(specifier);
  }
  return { files: seen, packages };
}

describe('what the AI and voice search panels load', () => {
  it('loads no zod, and not the AI search contract’s schemas', () => {
    const { files, packages } = graph(path.join(root, 'pwa/features/ai-search/index.ts'));
    expect([...packages]).not.toContain('zod');
    const relative = [...files].map((file) => path.relative(root, file));
    expect(relative).not.toContain('api/contract/ai-search.ts');
    expect(relative).toContain('pwa/features/ai-search/components/voice-search-panel.tsx');
  });
});
