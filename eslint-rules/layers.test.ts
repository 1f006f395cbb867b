import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureZones } from './layers.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const LAYER_RULES = ['import-x/no-cycle', 'import-x/no-restricted-paths'];

/** The layer rules' findings for `file` (relative to the repository) holding `code`. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => LAYER_RULES.includes(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** A real file's text with one more line. */
const withLine = (file: string, line: string) => `${fs.readFileSync(path.join(root, file), 'utf8')}\n${line}\n`;

describe('the layers lint rules', { timeout: 120_000 }, () => {
  it('refuse a new file circle', async () => {
    // use-classic-search.ts imports results-cleared.ts: importing it back closes a circle.
    const file = 'pwa/features/search/state/results-cleared.ts';
    expect(await layerErrors(file, withLine(file, "export { useClassicSearch } from './use-classic-search';"))).toEqual(
      [expect.stringContaining('import-x/no-cycle')],
    );
  });

  it('refuse a feature circle through the index files, and the edge that is not listed', async () => {
    // The search uses the cars; the cars using the search would close a circle.
    const file = 'pwa/features/cars/api/get-car.ts';
    const errors = await layerErrors(file, withLine(file, "export { useClassicSearch } from '../../search';"));
    expect(errors).toHaveLength(2);
    expect(errors).toContainEqual(expect.stringContaining('import-x/no-cycle'));
    expect(errors).toContainEqual(
      expect.stringMatching(/no-restricted-paths.*pwa\/features\/cars imports no other feature/),
    );
  });

  it('refuse the reverse of a listed edge', async () => {
    // Home composes the result cards' actions: the search itself does not know the saved searches.
    const errors = await layerErrors(
      'pwa/features/search/components/x.tsx',
      "export { WatchButton } from '../../saved-searches';\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /no-restricted-paths.*pwa\/features\/search may import only the index\.ts of: cars, countries/,
      ),
    ]);
  });

  it("refuse another feature's inner files, and let its index through along a listed edge", async () => {
    const file = 'pwa/features/home/x.tsx';
    expect(await layerErrors(file, "export { SearchResults } from '../search/components/search-results';\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths'),
    ]);
    expect(await layerErrors(file, "export { SearchResults } from '../search';\n")).toEqual([]);
  });

  it('refuse upward imports: features and lib never import the app, lib and ui never import features', async () => {
    expect(
      await layerErrors(
        'pwa/features/auth/x.tsx',
        "export { HeaderAccount } from '../../app/layout/header-account';\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths.*pwa\/app is the top layer/)]);
    expect(await layerErrors('pwa/lib/x.ts', "export { router } from '../app/router';\n")).toEqual([
      expect.stringContaining('pwa/app is the top layer'),
    ]);
    expect(await layerErrors('pwa/ui/x.tsx', "export { CarImage } from '../features/cars';\n")).toEqual([
      expect.stringMatching(/no-restricted-paths.*pwa\/lib and pwa\/ui sit below the features/),
    ]);
    expect(
      await layerErrors(
        'pwa/app/x.tsx',
        "export { CarImage } from '../features/cars';\nexport { PageMeta } from '../lib/page-meta';\n",
      ),
    ).toEqual([]);
  });

  it("let tests use other features' test kits, and nothing else of theirs", async () => {
    const file = 'pwa/features/repair/x.test.tsx';
    expect(await layerErrors(file, "export { renderPanel } from '../ai-search/testing/render-panel';\n")).toEqual([]);
    expect(await layerErrors(file, "export { filterChips } from '../ai-search/state/filter-chips';\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths'),
    ]);
  });

  it('keep api/platform from importing api/features', async () => {
    expect(
      await layerErrors('api/platform/x.ts', "export { createCarsRouter } from '../features/cars/cars-router';\n"),
    ).toEqual([expect.stringContaining('api/platform sits below the features')]);
  });

  it('refuse a feature edge listed both ways, and an edge to a feature that does not exist', () => {
    expect(() => featureZones({ search: { cars: 'images' }, cars: { search: 'back' } })).toThrow(/one-way/);
    expect(() => featureZones({ search: { garage: 'none' } })).toThrow(/does not exist/);
  });

  it("pass the tree's files that cross features most", async () => {
    for (const file of [
      'pwa/features/home/search-section.tsx',
      'pwa/features/search/components/result-card.tsx',
      'pwa/features/car-details/components/car-actions.tsx',
    ]) {
      expect(await layerErrors(file, fs.readFileSync(path.join(root, file), 'utf8')), file).toEqual([]);
    }
  });
});
