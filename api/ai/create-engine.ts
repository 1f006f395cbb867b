/** The engine the configuration asks for: OpenAI (falling back to the built-in parser) or the built-in parser. */
import type { Logger } from 'pino';
import type { AiSearchConfig } from './ai-config';
import { BuiltinEngine } from './builtin-engine';
import { OpenAiEngine } from './openai-engine';
import type { ParseEngine } from './parse-engine';

export function createParseEngine(config: AiSearchConfig, logger: Logger): ParseEngine {
  const builtin = new BuiltinEngine();
  return config.openai ? new OpenAiEngine({ ...config.openai, fallback: builtin, logger }) : builtin;
}
