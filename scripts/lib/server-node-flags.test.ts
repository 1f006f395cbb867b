import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags';

it('npm start runs the server with the flags the benchmarks measure', () => {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx scripts/start.ts`);
});
