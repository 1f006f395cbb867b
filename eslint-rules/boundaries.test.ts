import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'local/boundaries').map((message) => message.message);
}

describe('layout boundaries lint rule', { timeout: 30_000 }, () => {
  it('lets pwa/ import the contract and nothing else under api/', async () => {
    expect(await boundaryErrors('pwa/features/x.ts', "export { carSlug } from '@contract/car-id';\n")).toEqual([]);
    expect(await boundaryErrors('pwa/features/x.ts', "export { carSlug } from '../../api/contract/car-id';\n")).toEqual(
      [],
    );
    expect(await boundaryErrors('pwa/features/x.ts', "export { loadConfig } from '../../api/config';\n")).toHaveLength(
      1,
    );
    expect(await boundaryErrors('pwa/x.ts', "export * from '../api/features/cars/cars-service';\n")).toHaveLength(1);
  });

  it('keeps api/contract/ from importing api/ or pwa/', async () => {
    expect(await boundaryErrors('api/contract/x.ts', "export { foldText } from './text';\n")).toEqual([]);
    expect(await boundaryErrors('api/contract/x.ts', "export { loadConfig } from '../config';\n")).toHaveLength(1);
    expect(await boundaryErrors('api/contract/x.ts', "export * from '../../pwa/lib/format';\n")).toHaveLength(1);
  });

  it('lets api/ import its contract', async () => {
    expect(await boundaryErrors('api/features/cars/x.ts', "export { carSlug } from '@contract/car-id';\n")).toEqual([]);
  });
});
