/** Settings of the AI features: daily quotas and the optional OpenAI-compatible provider (see api/config.ts). */

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server; the SDK's default (api.openai.com) when undefined. */
  baseUrl: string | undefined;
  model: string;
  /** Deadline of one provider call; past it the built-in parser answers. */
  timeoutMs: number;
}

export interface AiConfig {
  /** AI text searches per user and Croatian calendar day. */
  searchesPerDay: number;
  /** Voice searches per user and Croatian calendar day. */
  voiceSearchesPerDay: number;
  /** AI-written contact emails per user and Croatian calendar day. */
  emailsPerDay: number;
  /** AI analyses and comparisons per user and Croatian calendar day (answers from the cache spend nothing). */
  analysesPerDay: number;
  /** Set when OPENAI_API_KEY is; otherwise the built-in engines answer everything. */
  openai: OpenAiSettings | undefined;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_TIMEOUT_MS = 10_000;

export const DEFAULT_AI_CONFIG: AiConfig = {
  searchesPerDay: 10,
  voiceSearchesPerDay: 5,
  emailsPerDay: 10,
  analysesPerDay: 20,
  openai: undefined,
};
