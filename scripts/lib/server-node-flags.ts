/**
 * The Node flags the server runs with: `npm start` (package.json, which repeats them; a test keeps both alike)
 * and the benchmarks that start `api/main.ts` themselves.
 * `--heap-growing-percent=35`: after each full collection the old generation may grow by 35 % of what is live
 * before the next one, instead of by V8's own factor (up to 4x on a machine with memory to spare). The embedded
 * store keeps about 190 MB live at 100,000 listings, and V8 let the heap reach 900 MB before collecting. Now that
 * a request's garbage dies young (api/platform/http/app-server.ts), a full collection every few seconds costs little:
 * `npm run bench` at 100,000 listings, RSS after the runs about 700 -> 410-450 MB, throughput and p99
 * within the noise of runs without the flag.
 */
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=35'];
