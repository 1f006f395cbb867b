/** Settings of the AI search: daily quotas and the optional OpenAI-compatible provider (see api/config.ts). */

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server; the SDK's default (api.openai.com) when undefined. */
  baseUrl: string | undefined;
  model: string;
  /** Deadline of one provider call; past it the built-in parser answers. */
  timeoutMs: number;
}

export interface AiSearchConfig {
  /** AI text searches per user and Croatian calendar day. */
  searchesPerDay: number;
  /** Voice searches per user and Croatian calendar day. */
  voiceSearchesPerDay: number;
  /** Set when OPENAI_API_KEY is; otherwise the built-in parser answers every query. */
  openai: OpenAiSettings | undefined;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_TIMEOUT_MS = 10_000;

export const DEFAULT_AI_SEARCH_CONFIG: AiSearchConfig = {
  searchesPerDay: 10,
  voiceSearchesPerDay: 5,
  openai: undefined,
};
