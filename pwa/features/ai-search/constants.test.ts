/** The feature's copies of the contract's limits and messages (kept local so the PWA loads no zod) agree with it. */
import { describe, expect, it } from 'vitest';
import {
  AI_QUERY_MAX_LENGTH as CONTRACT_MAX_LENGTH,
  AI_SEARCH_ERROR_CODES,
  AI_SEARCH_MESSAGES,
} from '@contract/ai-search';
import english from '../../locales/en/ai.json';
import { AI_QUERY_MAX_LENGTH, BLANK_QUERY_MESSAGE, LIMIT_REACHED_PHRASE, QUOTA_EXCEEDED_CODE } from './constants';

describe('the AI search constants', () => {
  it('agree with the contract', () => {
    expect(AI_QUERY_MAX_LENGTH).toBe(CONTRACT_MAX_LENGTH);
    expect(BLANK_QUERY_MESSAGE).toBe(AI_SEARCH_MESSAGES.blankQuery);
    // The English text shown for a blank query is the API's own.
    expect(english.errors.blank).toBe(BLANK_QUERY_MESSAGE);
    expect(QUOTA_EXCEEDED_CODE).toBe(AI_SEARCH_ERROR_CODES.quotaExceeded);
    expect(AI_SEARCH_MESSAGES.aiLimitReached).toContain(LIMIT_REACHED_PHRASE);
    expect(AI_SEARCH_MESSAGES.voiceLimitReached).toContain(LIMIT_REACHED_PHRASE);
  });
});
