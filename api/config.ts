/**
 * The one place that reads the environment. Validated at start-up; a bad value stops the server with
 * a list of what is wrong. Every variable is documented in .env.example and the README.
 */
import path from 'node:path';
import process from 'node:process';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './platform/rate-limit/rate-limits';
import { DEFAULT_IMAGES_CONFIG, type ImagesConfig } from './features/images/images-config';
import {
  DEFAULT_AI_CONFIG,
  DEFAULT_OPENAI_MODEL,
  DEFAULT_OPENAI_TIMEOUT_MS,
  type AiConfig,
} from './platform/ai/ai-config';
import { DEFAULT_BUSINESS_HOURS, parseOpeningHours, type SiteInfo } from '@contract/site-info';
import { REPAIR_PROVIDERS } from '@contract/repair-shops';
import {
  DEFAULT_FEED_LIMITS,
  parseListingFeeds,
  type FeedLimits,
  type ListingFeed,
} from './features/listing-import/feed-config';
import {
  DEFAULT_GOOGLE_PLACES_BASE_URL,
  DEFAULT_OVERPASS_URL,
  DEFAULT_REPAIR_SEARCHES_PER_HOUR,
  DEFAULT_REPAIR_TIMEOUT_MS,
  type RepairShopsConfig,
} from './features/repair-shops/repair-shops-config';
import { DEFAULT_MAP_TILES, tileUrlProblem } from './features/maps/map-tiles-config';
import type { MapTiles } from '@contract/map-tiles';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const listOfHosts = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );

/** An empty variable (as in a copy of .env.example) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());

/** "HH:MM-HH:MM" or "closed"; empty or unset is the default. */
const openingHours = (fallback: SiteInfo['businessHours']['weekdays']) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return fallback;
      const hours = parseOpeningHours(value);
      if (hours === undefined) {
        context.addIssue({ code: 'custom', message: 'must be "closed" or opening hours such as 08:00-18:00' });
        return z.NEVER;
      }
      return hours;
    });

/** A whole number in [min, max]; empty or unset is the default. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return fallback;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return number;
    });

/** Made-up listings seeded outside production when SEED_LISTINGS is not set. */
export const DEVELOPMENT_SEED_LISTINGS = 2000;
/** A whole number in [min, max]; empty or unset is undefined (the caller picks the default). */
const optionalWholeNumber = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return undefined;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return number;
    });

const DEFAULT_MAIL_FROM = 'Autotržni <no-reply@autotrzni.local>';
const DEFAULT_TEAM_EMAIL = 'team@autotrzni.local';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: unsetWhenEmpty(z.url()),
  DATA_DIR: z.string().default('./data'),
  /** When set, MongoDB is the store; otherwise the embedded NeDB store under DATA_DIR. */
  MONGODB_URI: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  SESSION_SECRET: unsetWhenEmpty(z.string().min(32, 'SESSION_SECRET must be at least 32 characters')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Made-up listings the demo seed writes into an empty store on first start (0 turns it off). Unset: 2000
   * outside production, none in production (a real deployment shows real data or nothing unless asked).
   */
  SEED_LISTINGS: optionalWholeNumber(0, 1_000_000),
  /** Hosts that listing images may be fetched from (comma-separated, host or host:port). */
  IMAGE_HOSTS: listOfHosts,
  /** Pictures drawn or converted at a time (default: one less than the cores, at least 1). */
  IMAGE_RENDER_CONCURRENCY: wholeNumber(1, 64, DEFAULT_IMAGES_CONFIG.renderConcurrency),
  /** Pictures that may wait for a render slot (more answer 503 with Retry-After). */
  IMAGE_RENDER_QUEUE: wholeNumber(0, 10_000, DEFAULT_IMAGES_CONFIG.renderQueue),
  /** Renders one client address may cause per minute (more answer 429; rendered pictures do not count). */
  IMAGE_RENDERS_PER_MINUTE: wholeNumber(1, 1_000_000, DEFAULT_IMAGES_CONFIG.rendersPerClientPerMinute),
  /** Looks (brand, model, body, color) of the listings drawn in the background after start; 0 turns it off. */
  IMAGE_PREWARM_LOOKS: wholeNumber(0, 1_000_000, DEFAULT_IMAGES_CONFIG.prewarmLooks),
  /** Dealers' feeds (api/features/listing-import/feed-config.ts): `id=url-or-file|refresh-minutes`, comma-separated. */
  LISTING_FEEDS: z.string().optional(),
  LISTING_FEED_MAX_MB: wholeNumber(1, 500, DEFAULT_FEED_LIMITS.maxBytes / 1_048_576),
  LISTING_FEED_TIMEOUT_MS: wholeNumber(1000, 600_000, DEFAULT_FEED_LIMITS.timeoutMs),
  /** Trust X-Forwarded-* from one proxy hop (set when behind a reverse proxy doing HTTPS). */
  TRUST_PROXY: booleanFlag,
  /** smtp:// or smtps:// URL of the mail server; without it mail goes to .eml files under DATA_DIR/outbox. */
  SMTP_URL: unsetWhenEmpty(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  /** Sender of every email, e.g. `Autotržni <no-reply@example.hr>`. */
  MAIL_FROM: z
    .string()
    .optional()
    .transform((value) => value || DEFAULT_MAIL_FROM)
    .pipe(
      z
        .string()
        .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address or "Name <address>"'),
    ),
  /** Where messages for the team (e.g. the contact form) go. */
  TEAM_EMAIL: z
    .string()
    .optional()
    .transform((value) => value || DEFAULT_TEAM_EMAIL)
    .pipe(z.email('must be an email address')),
  /** Business hours on the contact page: "08:00-18:00" or "closed". */
  BUSINESS_HOURS_WEEKDAYS: openingHours(DEFAULT_BUSINESS_HOURS.weekdays),
  BUSINESS_HOURS_SATURDAY: openingHours(DEFAULT_BUSINESS_HOURS.saturday),
  /** Seconds between the end of one alert run (saved searches, watched cars) and the start of the next. */
  ALERT_INTERVAL_SECONDS: wholeNumber(5, 86_400, 120),
  /** The hour (0–23, Croatian time) when daily saved-search alerts go out. */
  ALERT_DAILY_HOUR: wholeNumber(0, 23, 7),
  /** AI text searches and voice searches per user and Croatian calendar day. */
  AI_SEARCHES_PER_DAY: wholeNumber(0, 100_000, DEFAULT_AI_CONFIG.searchesPerDay),
  VOICE_SEARCHES_PER_DAY: wholeNumber(0, 100_000, DEFAULT_AI_CONFIG.voiceSearchesPerDay),
  /** AI-written contact emails and AI analyses per user and Croatian calendar day. */
  AI_EMAILS_PER_DAY: wholeNumber(0, 100_000, DEFAULT_AI_CONFIG.emailsPerDay),
  AI_ANALYSES_PER_DAY: wholeNumber(0, 100_000, DEFAULT_AI_CONFIG.analysesPerDay),
  /** With a key, AI search asks an OpenAI-compatible provider; without, the built-in parser answers. */
  OPENAI_API_KEY: unsetWhenEmpty(z.string().trim().min(1)),
  OPENAI_BASE_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  OPENAI_MODEL: unsetWhenEmpty(z.string().trim().min(1)).default(DEFAULT_OPENAI_MODEL),
  OPENAI_TIMEOUT_MS: wholeNumber(100, 120_000, DEFAULT_OPENAI_TIMEOUT_MS),
  /**
   * Where repair shops come from: the bundled demo dataset, OpenStreetMap (Overpass) or Google Places.
   * Unset: the bundled (invented) shops outside production, OpenStreetMap in production.
   */
  REPAIR_SHOPS_PROVIDER: unsetWhenEmpty(
    z.enum(REPAIR_PROVIDERS, { error: `must be one of ${REPAIR_PROVIDERS.join(', ')}` }),
  ),
  OVERPASS_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })).default(
    DEFAULT_OVERPASS_URL,
  ),
  GOOGLE_MAPS_API_KEY: unsetWhenEmpty(z.string().trim().min(1)),
  GOOGLE_PLACES_BASE_URL: unsetWhenEmpty(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  ).default(DEFAULT_GOOGLE_PLACES_BASE_URL),
  REPAIR_SHOPS_TIMEOUT_MS: wholeNumber(500, 120_000, DEFAULT_REPAIR_TIMEOUT_MS),
  REPAIR_SEARCHES_PER_HOUR: wholeNumber(1, 100_000, DEFAULT_REPAIR_SEARCHES_PER_HOUR),
  REGISTRATIONS_PER_HOUR: wholeNumber(1, 100_000, DEFAULT_RATE_LIMITS.register.limit),
  /** Map tiles: a URL template with {z}, {x}, {y}; OpenStreetMap's standard tiles when unset. */
  MAP_TILES_URL: z
    .string()
    .optional()
    .transform((value, context) => {
      const url = value?.trim();
      if (!url) return DEFAULT_MAP_TILES.url;
      const problem = tileUrlProblem(url);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return url;
    }),
  /** The credit shown on the map (plain text), and where it links to. */
  MAP_TILES_ATTRIBUTION: unsetWhenEmpty(z.string().trim().min(1).max(300)).default(DEFAULT_MAP_TILES.attribution),
  MAP_TILES_ATTRIBUTION_URL: unsetWhenEmpty(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  ),
  MAP_TILES_MAX_ZOOM: wholeNumber(1, 22, DEFAULT_MAP_TILES.maxZoom),
});

export type Env = z.infer<typeof envSchema>;

export interface AlertsConfig {
  intervalMs: number;
  dailyHour: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  mongodbUri: string | undefined;
  sessionSecret: string;
  logLevel: Env['LOG_LEVEL'];
  seedListings: number;
  imageHosts: string[];
  /** Listing pictures: renders at a time, their queue, renders per client and the pre-warm (api/features/images/car-images.ts). */
  images: ImagesConfig;
  /**
   * LISTING_FEEDS; undefined when not set or empty (outside production the app then offers the sample feed
   * it serves itself), [] for `none`.
   */
  listingFeeds: ListingFeed[] | undefined;
  feedLimits: FeedLimits;
  trustProxy: boolean;
  /** Where the built PWA is served from. */
  distDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string;
  /** Alert jobs: time between runs, and the hour (Croatian time) when daily saved-search alerts go out. */
  alerts: AlertsConfig;
  /** The contact page's business hours (GET /api/site-info). */
  businessHours: SiteInfo['businessHours'];
  /** AI features: daily quotas and the optional OpenAI-compatible provider. */
  ai: AiConfig;
  /** Repair-shop search: the provider and its settings. */
  repairShops: RepairShopsConfig;
  /** Map tiles (GET /api/map-tiles) and the origin the Content-Security-Policy lets images come from. */
  mapTiles: MapTiles;
  /** Limits on the account endpoints (not from the environment; tests loosen or tighten them). */
  rateLimits: RateLimits;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me-please';

/** Reads ./.env into process.env when it exists (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (env.REPAIR_SHOPS_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
    throw new ConfigError(['GOOGLE_MAPS_API_KEY: required when REPAIR_SHOPS_PROVIDER is google']);
  }
  const productionProblems = [
    ...(env.SESSION_SECRET ? [] : ['SESSION_SECRET: required in production (at least 32 random characters)']),
    // Links in account emails are built from it; without it they would follow the request's Host header.
    ...(env.PUBLIC_URL
      ? []
      : ['PUBLIC_URL: required in production (the address people open, e.g. https://auto.example.hr)']),
  ];
  if (isProduction && productionProblems.length > 0) throw new ConfigError(productionProblems);
  let listingFeeds: ListingFeed[] | undefined;
  try {
    const feeds = env.LISTING_FEEDS?.trim();
    listingFeeds = !feeds ? undefined : feeds === 'none' ? [] : parseListingFeeds(feeds);
  } catch (error) {
    throw new ConfigError([`LISTING_FEEDS: ${(error as Error).message}`]);
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    dataDir: path.resolve(env.DATA_DIR),
    mongodbUri: env.MONGODB_URI,
    sessionSecret: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    logLevel: env.LOG_LEVEL,
    seedListings: env.SEED_LISTINGS ?? (isProduction ? 0 : DEVELOPMENT_SEED_LISTINGS),
    imageHosts: env.IMAGE_HOSTS,
    images: {
      renderConcurrency: env.IMAGE_RENDER_CONCURRENCY,
      renderQueue: env.IMAGE_RENDER_QUEUE,
      rendersPerClientPerMinute: env.IMAGE_RENDERS_PER_MINUTE,
      prewarmLooks: env.IMAGE_PREWARM_LOOKS,
    },
    listingFeeds,
    feedLimits: { maxBytes: env.LISTING_FEED_MAX_MB * 1_048_576, timeoutMs: env.LISTING_FEED_TIMEOUT_MS },
    trustProxy: env.TRUST_PROXY,
    distDir: path.resolve(import.meta.dirname, '../dist'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    teamEmail: env.TEAM_EMAIL,
    alerts: { intervalMs: env.ALERT_INTERVAL_SECONDS * 1000, dailyHour: env.ALERT_DAILY_HOUR },
    businessHours: { weekdays: env.BUSINESS_HOURS_WEEKDAYS, saturday: env.BUSINESS_HOURS_SATURDAY },
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      register: { ...DEFAULT_RATE_LIMITS.register, limit: env.REGISTRATIONS_PER_HOUR },
    },
    mapTiles: {
      url: env.MAP_TILES_URL,
      attribution: env.MAP_TILES_ATTRIBUTION,
      // OpenStreetMap's copyright page is the default credit's link; another credit links where it says or nowhere.
      attributionUrl:
        env.MAP_TILES_ATTRIBUTION_URL ??
        (env.MAP_TILES_ATTRIBUTION === DEFAULT_MAP_TILES.attribution ? DEFAULT_MAP_TILES.attributionUrl : undefined),
      maxZoom: env.MAP_TILES_MAX_ZOOM,
    },
    repairShops: {
      provider: env.REPAIR_SHOPS_PROVIDER ?? (isProduction ? 'osm' : 'bundled'),
      overpassUrl: env.OVERPASS_URL,
      googleApiKey: env.GOOGLE_MAPS_API_KEY,
      googleBaseUrl: env.GOOGLE_PLACES_BASE_URL,
      timeoutMs: env.REPAIR_SHOPS_TIMEOUT_MS,
      searchesPerHour: env.REPAIR_SEARCHES_PER_HOUR,
    },
    ai: {
      searchesPerDay: env.AI_SEARCHES_PER_DAY,
      voiceSearchesPerDay: env.VOICE_SEARCHES_PER_DAY,
      emailsPerDay: env.AI_EMAILS_PER_DAY,
      analysesPerDay: env.AI_ANALYSES_PER_DAY,
      openai: env.OPENAI_API_KEY
        ? {
            apiKey: env.OPENAI_API_KEY,
            baseUrl: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL,
            timeoutMs: env.OPENAI_TIMEOUT_MS,
          }
        : undefined,
    },
  };
}
