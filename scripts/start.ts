/** `npm start`: builds the PWA when the build is missing or stale, then serves PWA and API on one origin. */
import { buildIsCurrent, buildPwa } from './build-fingerprint';

if (!buildIsCurrent()) {
  console.log('Building the app (the build is missing or older than its sources)…');
  const status = buildPwa();
  if (status !== 0) process.exit(status);
}

await import('../api/main');
