/** `npm run build`: the production PWA build, stamped with the fingerprint of its inputs. */
import { buildPwa } from './build-fingerprint';

process.exitCode = buildPwa();
