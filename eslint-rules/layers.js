// The layers' import zones (import-x/no-restricted-paths), built from the lists in eslint.config.js.
// In the PWA: pwa/app (and the entry files beside it) → pwa/features → pwa/lib, pwa/ui → api/contract.
// One feature reaches another only through that feature's index.ts, and only along a listed edge.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The folders under pwa/features/, read afresh so that a new feature is covered the day it is added. */
export function pwaFeatures() {
  return fs
    .readdirSync(path.join(root, 'pwa/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const APP = ['pwa/app', 'pwa/main.tsx', 'pwa/prerender.tsx', 'pwa/sw.ts'];

/** Nothing lower imports anything higher. */
export const pwaLayerZones = [
  {
    target: ['pwa/features', 'pwa/lib', 'pwa/ui'],
    from: APP,
    message:
      'pwa/app is the top layer: features, lib and ui never import it (let the app pass what they need, or move it down to pwa/lib).',
  },
  {
    target: ['pwa/lib', 'pwa/ui'],
    from: 'pwa/features',
    message: 'pwa/lib and pwa/ui sit below the features and never import them.',
  },
];

/**
 * For each feature, the others it may import (their index.ts only). `edges` maps a feature to
 * { other: reason }; `testing`: test files and test kits may also use any feature's testing/ kits.
 */
export function featureZones(edges, { testing = false } = {}) {
  const features = pwaFeatures();
  for (const [from, uses] of Object.entries(edges)) {
    for (const used of [from, ...Object.keys(uses)]) {
      if (!features.includes(used))
        throw new Error(
          `eslint.config.js lists a feature edge ${from} → ${used}, but pwa/features/${used} does not exist`,
        );
    }
    for (const used of Object.keys(uses)) {
      if (edges[used]?.[from])
        throw new Error(`Feature edges must be one-way: ${from} → ${used} and ${used} → ${from} are both listed`);
    }
  }
  return features.map((feature) => {
    const allowed = Object.keys(edges[feature] ?? {});
    return {
      target: `pwa/features/${feature}`,
      from: 'pwa/features',
      except: [
        `./${feature}`,
        ...allowed.map((other) => `./${other}/index.ts`),
        ...(testing ? features.filter((other) => other !== feature).map((other) => `./${other}/testing`) : []),
      ],
      message: allowed.length
        ? `pwa/features/${feature} may import only the index.ts of: ${allowed.join(', ')} (the edges listed in eslint.config.js).`
        : `pwa/features/${feature} imports no other feature (add a one-way edge, with its reason, to eslint.config.js if it must).`,
    };
  });
}
