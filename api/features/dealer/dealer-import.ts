/**
 * A dealer's inventory import on the shared engine (api/features/listing-import): rows are matched by the dealer's
 * stock number within the dealer's own listings, so a re-import updates instead of duplicating; a dry run
 * plans without writing. Every row is checked as a feed row (@contract/listing-feed); bad rows are reported.
 */
import {
  importDocument,
  planImport,
  reportOf,
  parseFeed,
  detectFeedFormat,
  readFeed,
  FeedFormatError,
  FeedSourceError,
  type ImportTarget,
} from '../listing-import';
import type { ListingRepository } from '../cars/listing-repository';
import { HttpError } from '../../platform/http/http-error';
import {
  DRY_RUN_PREVIEW_ROWS,
  MAX_IMPORT_BYTES,
  type DealerImportPreviewRow,
  type DealerImportReport,
} from '@contract/dealer-api';
import type { ImportProgress } from '../listing-import';
import type { SellerProfileService } from './seller-profile-service';

export interface DealerImportDeps {
  listings: ListingRepository;
  profiles: SellerProfileService;
  /** Hosts a feed URL may be fetched from (IMAGE_HOSTS). */
  allowedHosts: readonly string[];
  now?: () => Date;
}

export type DealerImportSource = { text: string; contentType: string | null } | { url: URL };

export class DealerImport {
  constructor(private readonly deps: DealerImportDeps) {}

  async run(
    dealerId: string,
    source: DealerImportSource,
    dryRun: boolean,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<DealerImportReport> {
    const started = performance.now();
    const profile = await this.deps.profiles.requireActive(dealerId);
    const target: ImportTarget = {
      scope: { dealerId },
      key: { column: 'stockNumber', field: 'stockNumber' },
      stamp: { source: 'dealer', dealerId, sellerId: profile.id, seller: this.deps.profiles.sellerFor(profile) },
      // An upload is the dealer's stock as it is now, but cars entered by hand (no stock number) stay.
      expireMissing: false,
    };
    const document =
      'url' in source
        ? await this.fetch(source.url)
        : { text: source.text, contentType: source.contentType, name: 'upload' };
    const now = this.deps.now?.() ?? new Date();
    try {
      if (dryRun) {
        const format = detectFeedFormat(document.text, { contentType: document.contentType, name: document.name });
        const existing = await this.deps.listings.findInScope(target.scope);
        const plan = planImport(parseFeed(document.text, format), existing, target, now);
        const byId = new Map(existing.map((listing) => [listing.id, listing]));
        const name = (car: { brand: string; model: string; year: number }) => `${car.brand} ${car.model} (${car.year})`;
        const preview: DealerImportPreviewRow[] = [
          ...plan.create
            .slice(0, DRY_RUN_PREVIEW_ROWS)
            .map((car) => ({ action: 'create' as const, stockNumber: car.stockNumber ?? '', car: name(car) })),
          ...plan.update.slice(0, DRY_RUN_PREVIEW_ROWS).flatMap((change) => {
            const listing = byId.get(change.id);
            return listing
              ? [
                  {
                    action: 'update' as const,
                    stockNumber: listing.stockNumber ?? '',
                    car: name({ ...listing, ...change.set } as typeof listing),
                  },
                ]
              : [];
          }),
        ];
        return { ...reportOf(plan), dryRun, preview, tookMs: Math.round(performance.now() - started) };
      }
      const { format: _format, ...report } = await importDocument(document, {
        listings: this.deps.listings,
        target,
        now,
        onProgress,
      });
      await this.deps.profiles.hideIfSuspended(dealerId);
      return { ...report, dryRun, tookMs: Math.round(performance.now() - started) };
    } catch (error) {
      if (error instanceof FeedFormatError) throw new HttpError(400, 'import_unreadable', error.message);
      throw error;
    }
  }

  private async fetch(url: URL) {
    try {
      return await readFeed(
        { url },
        { maxBytes: MAX_IMPORT_BYTES, timeoutMs: 15_000, allowedHosts: this.deps.allowedHosts },
      );
    } catch (error) {
      if (error instanceof FeedSourceError) {
        const status =
          error.problem === 'host_not_allowed' || error.problem === 'redirect_not_allowed'
            ? 400
            : error.problem === 'too_large'
              ? 413
              : 502;
        throw new HttpError(status, 'import_source', error.message);
      }
      throw error;
    }
  }
}
