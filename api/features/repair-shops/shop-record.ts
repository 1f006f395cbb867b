/**
 * A shop as the providers hand it over, the same for every source and free of any language: the service
 * turns it into the answer's `RepairShop` in the request's language (services, description, hours).
 */
import type { GeoPoint, RepairShop, RepairProvider, ServiceCategory, ShopKind } from '@contract/repair-shops';
import type { Localized } from './service-labels';

export interface ShopRecord {
  /** `bundled:…`, `osm:node/123`, `google:ChIJ…` */
  id: string;
  source: RepairProvider;
  name: string;
  kind: ShopKind;
  /** One line: "Savska cesta 41, 10000 Zagreb". */
  address: string;
  city?: string;
  countryCode?: string;
  /** For public holidays in the opening hours (German and Austrian states differ). */
  state?: string;
  phone?: string;
  website?: string;
  /** OpenStreetMap `opening_hours` syntax. */
  openingHours?: string;
  ratings?: number;
  reviews?: number;
  /** A Google photo's resource name (served through our API) and its author. */
  photo?: { name: string; attribution?: string };
  /** Localised (bundled) or as the source wrote it. */
  description?: Localized | string;
  /** The bundled dataset's own services; other sources list their categories. */
  services?: readonly Localized[];
  categories: ServiceCategory[];
  brands?: string[];
  location: GeoPoint;
  /** The source's own Google Maps link (Google); otherwise one is built. */
  googleMapsUrl?: string;
  /** The OpenStreetMap object ("node/123"), for its page. */
  osmObject?: string;
}

export type { RepairShop };
