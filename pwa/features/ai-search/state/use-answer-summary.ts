/**
 * The success notice's text: the understood parameters, how many cars were found, and
 * the searches left today; for voice also what was heard.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchUsage } from '@contract/ai-search';
import type { SearchFilters } from '@contract/search-semantics';
import { remainingOf, type SearchKind } from '../api/search-counts';
import { filterChips } from './filter-chips';
import { useFilterChipText } from './use-filter-chip-text';

export interface AnswerSummaryInput {
  kind: SearchKind;
  filters: SearchFilters;
  total: number;
  counts: SearchUsage | undefined;
  transcript?: string;
}

export function useAnswerSummary(): (input: AnswerSummaryInput) => string {
  const { t } = useTranslation('ai');
  const chipText = useFilterChipText();
  return useCallback(
    ({ kind, filters, total, counts, transcript }: AnswerSummaryInput) => {
      const labels = filterChips(filters).map((chip) => chipText(chip).label);
      const parts = [
        transcript ? t('voice.youSaid', { transcript }) : null,
        labels.length > 0 ? t('answer.understood', { parameters: labels.join(', ') }) : t('answer.understoodNothing'),
        t('answer.results', { count: total }),
        counts
          ? t('answer.remaining', {
              remaining: remainingOf(counts, kind).remaining,
              limit: remainingOf(counts, kind).limit,
            })
          : null,
      ];
      return parts.filter(Boolean).join(' ');
    },
    [chipText, t],
  );
}
