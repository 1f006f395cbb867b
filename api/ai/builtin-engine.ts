/** The built-in engine: the deterministic parser, no network (the default when no AI provider is configured). */
import { searchFiltersSchema } from '@contract/search';
import { parseSearchQuery } from './builtin-parser';
import { abortError, type ParseEngine, type ParseOptions, type ParseResult } from './parse-engine';

export class BuiltinEngine implements ParseEngine {
  readonly name = 'builtin' as const;

  async parse(query: string, { language, signal }: ParseOptions = {}): Promise<ParseResult> {
    if (signal?.aborted) throw abortError(signal);
    // The parser only produces valid filters; the schema also puts brand and model in catalog spelling.
    return { params: searchFiltersSchema.parse(parseSearchQuery(query, { language })), engine: 'builtin' };
  }
}
