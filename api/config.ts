/**
 * The one place that reads the environment. Validated at start-up; a bad value stops the server with
 * a list of what is wrong. Every variable is documented in .env.example and the README.
 */
import path from 'node:path';
import process from 'node:process';
import { z } from 'zod';

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** When set, MongoDB is the store; otherwise the embedded NeDB store under DATA_DIR. */
  MONGODB_URI: z.string().optional().transform((value) => value || undefined),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Listings the demo seed writes into an empty store on first start (0 turns it off). */
  SEED_LISTINGS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  /** Hosts that listing images may be fetched from (comma-separated, host or host:port). */
  IMAGE_HOSTS: listOfHosts,
  /** Trust X-Forwarded-* from one proxy hop (set when behind a reverse proxy doing HTTPS). */
  TRUST_PROXY: booleanFlag,
});

export type Env = z.infer<typeof envSchema>;

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
  trustProxy: boolean;
  /** Where the built PWA is served from. */
  distDir: string;
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
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required in production (at least 32 random characters)']);
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
    seedListings: env.SEED_LISTINGS,
    imageHosts: env.IMAGE_HOSTS,
    trustProxy: env.TRUST_PROXY,
    distDir: path.resolve(import.meta.dirname, '../dist'),
  };
}
