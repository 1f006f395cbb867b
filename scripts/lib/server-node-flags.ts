/**
 * The Node flags the server runs with: `npm start` (package.json, which repeats them; a test keeps both alike)
 * and the benchmarks that start `api/main.ts` themselves. A 32 MB young generation (Node's default is 16 MB):
 * a search's short-lived objects die young instead of being promoted and filling the old space. Issue 17,
 * `npm run bench` at 100,000 listings: RSS after the runs 1,104 → 546 MB, CPU per request 10–25 % lower.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
