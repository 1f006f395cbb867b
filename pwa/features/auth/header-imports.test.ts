/**
 * The header's account slot is on every page, the home page included, whose JavaScript must not pull in
 * zod (api/contract/zod-free.test.ts). Follows the value imports (not `import type`) of what the header
 * uses from this feature, through the contract, and checks none loads zod.
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

/** Every module file and package loaded at run time from `entry`. */
function graph(entry: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(entry)) return { files: seen, packages };
  seen.add(entry);
  for (const [, specifier] of fs.readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    if (!specifier) continue;
    if (specifier.startsWith('.') || specifier.startsWith('@contract/'))
      graph(resolve(entry, specifier), seen, packages);
    else packages.add(specifier);
  }
  return { files: seen, packages };
}

describe('what the header loads from the accounts feature', () => {
  it.each(['pwa/app/layout/header-account.tsx', 'pwa/features/auth/index.ts'])('%s loads no zod', (entry) => {
    const { files, packages } = graph(path.join(root, entry));
    expect([...packages]).not.toContain('zod');
    expect([...files].map((file) => path.relative(root, file))).not.toContain('api/contract/auth.ts');
    expect([...files].map((file) => path.relative(root, file))).toContain(
      'pwa/features/auth/components/account-menu.tsx',
    );
  });

  it('the forms do (the check would notice)', () => {
    expect([...graph(path.join(root, 'pwa/features/auth/components/login-form.tsx')).packages]).toContain('zod');
  });
});
