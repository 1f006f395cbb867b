/**
 * The modules the PWA's home route imports from the contract must not pull in zod (it would land in the
 * initial JavaScript). Follows value imports (not `import type`) through the contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contract = import.meta.dirname;
const IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every package a module loads at run time, directly or through other contract modules. */
function runtimePackages(entry: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(entry)) return packages;
  seen.add(entry);
  for (const [, specifier] of fs.readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    if (!specifier) continue;
    if (specifier.startsWith('.'))
      for (const name of runtimePackages(resolve(entry, specifier), seen)) packages.add(name);
    else packages.add(specifier);
  }
  return packages;
}

describe('contract modules the home route uses', () => {
  it.each([
    'strip-secrets.ts',
    'search-semantics.ts',
    'search-url.ts',
    'car-image.ts',
    'car-id.ts',
    'catalog/index.ts',
    'catalog/vehicle.ts',
    'user-roles.ts',
  ])('%s loads no zod', (file) => {
    expect([...runtimePackages(path.join(contract, file))]).not.toContain('zod');
  });

  it('search.ts does (the check would notice)', () => {
    expect([...runtimePackages(path.join(contract, 'search.ts'))]).toContain('zod');
  });
});
