import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import type { AiFallbackReason } from '@contract/ai-search';
import { PAGE_SIZE } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextArea } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { clearSearchResults, useClassicSearch, useShowSearchResults } from '../../search';
import { postAiSearch } from '../api/post-ai-search';
import { remainingOf, useRefreshSearchCounts, useSearchCounts } from '../api/search-counts';
import { AI_QUERY_MAX_LENGTH, MIN_SUBMIT_GAP_MS, SUBMIT_DELAY_MS } from '../constants';
import type { SearchFailure } from '../state/search-outcome';
import { useAnswerSummary } from '../state/use-answer-summary';
import { useSearchRunner } from '../state/use-search-runner';
import { LimitNotice, PanelNotice } from './panel-notice';
import { RemainingBadge } from './remaining-badge';
import { UnderstoodFilters } from './understood-filters';
import * as styles from './ai-search.css';

export interface AiSearchPanelProps {
  /** Switches to the classic search tab (its form reads the current filters from the URL). */
  onRefineInFilters: () => void;
}

interface Answer {
  filters: SearchFilters;
  fallbackReason?: AiFallbackReason;
}

/**
 * The AI search tab for a signed-in person: a free-text query, three examples,
 * the searches left today, a cancel while searching. The answer is shown in the results section below the
 * tabs, and here as removable chips of what was understood. At the daily limit the form gives way to the
 * limit message and the examples are disabled.
 */
export function AiSearchPanel({ onRefineInFilters }: AiSearchPanelProps) {
  const { t } = useTranslation('ai');
  const titleId = useId();
  const examplesTitleId = useId();
  const { sort } = useClassicSearch();
  const show = useShowSearchResults();
  const counts = useSearchCounts();
  const refreshCounts = useRefreshSearchCounts();
  const summarise = useAnswerSummary();
  const runner = useSearchRunner({ minGapMs: MIN_SUBMIT_GAP_MS });
  const [query, setQuery] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const limitReached = limitHit || (counts.data ? remainingOf(counts.data, 'ai').reached : false);
  const running = runner.isRunning;

  const focusQuery = () => form.current?.querySelector('textarea')?.focus();

  const onFailure = (outcome: SearchFailure) => {
    // A search that was sent may have been counted, whatever became of it.
    void refreshCounts();
    if (outcome.kind === 'unmounted') return;
    if (outcome.kind === 'cancelled') {
      toast({ title: t('errors.cancelled') });
      return;
    }
    clearSearchResults();
    if (outcome.kind === 'limit') {
      setLimitHit(true);
      toast({ variant: 'destructive', title: t('limit.title'), description: t('ai.limitText') });
      return;
    }
    const message =
      outcome.kind === 'timeout'
        ? t('errors.timeout')
        : (outcome.message ?? (outcome.offline ? t('errors.offline') : t('errors.unknown')));
    setFailure(message);
    toast({ variant: 'destructive', title: t('errors.title'), description: message });
  };

  const submit = () => {
    if (limitReached || !runner.accepts()) return;
    const trimmed = query.trim();
    if (!trimmed) {
      setFieldError(t('errors.blank'));
      focusQuery();
      return;
    }
    setFieldError(undefined);
    setFailure(null);
    setAnswer(null);
    runner.start({
      delayMs: SUBMIT_DELAY_MS,
      send: (signal) => postAiSearch({ query: trimmed, sort, page: 1, pageSize: PAGE_SIZE }, signal),
      onSuccess: (response) => {
        show(response.parsedParams, response.results, response.sort);
        setAnswer({ filters: response.parsedParams, fallbackReason: response.fallbackReason });
        void refreshCounts().then((fresh) =>
          toast({
            variant: 'success',
            title: t('ai.successTitle'),
            description: summarise({
              kind: 'ai',
              filters: response.parsedParams,
              total: response.results.total,
              counts: fresh,
            }),
          }),
        );
      },
      onFailure,
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const examples = t('ai.examples', { returnObjects: true });

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <h3 id={titleId} className={styles.title}>
            {t('ai.title')}
          </h3>
          <p className={styles.intro}>{t('ai.intro')}</p>
        </div>
        <RemainingBadge kind="ai" />
      </div>

      {limitReached ? (
        <LimitNotice text={t('ai.limitText')} onUseClassic={onRefineInFilters} />
      ) : (
        <form
          ref={form}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextArea
            name="query"
            label={t('ai.queryLabel')}
            placeholder={t('ai.queryPlaceholder')}
            description={t('ai.queryHint', { count: query.length, max: AI_QUERY_MAX_LENGTH })}
            rows={3}
            maxLength={AI_QUERY_MAX_LENGTH}
            value={query}
            onChange={(value) => {
              setQuery(value);
              if (fieldError && value.trim()) setFieldError(undefined);
            }}
            onKeyDown={onKeyDown}
            errorMessage={fieldError}
          />
          <div className={styles.actions}>
            <Button type="submit" isPending={running}>
              {t('ai.submit')}
            </Button>
            {running && (
              <>
                <Button variant="secondary" onPress={runner.cancel} isDisabled={runner.phase === 'cancelling'}>
                  {t('ai.cancel')}
                </Button>
                <Spinner label={t('ai.searching')} showLabel />
              </>
            )}
          </div>
        </form>
      )}

      <div className={styles.block}>
        <h4 id={examplesTitleId} className={styles.subTitle}>
          {t('ai.examplesTitle')}
        </h4>
        <p className={styles.hint}>{t('ai.examplesHint')}</p>
        <ul className={styles.exampleList} aria-labelledby={examplesTitleId}>
          {examples.map((example) => (
            <li key={example}>
              <AriaButton
                className={styles.example}
                isDisabled={limitReached}
                onPress={() => {
                  setQuery(example);
                  setFieldError(undefined);
                  // After the value is in: the person can search at once (or edit first).
                  requestAnimationFrame(focusQuery);
                }}
              >
                {example}
              </AriaButton>
            </li>
          ))}
        </ul>
      </div>

      {failure && (
        <PanelNotice tone="error" title={t('errors.title')}>
          <p>{failure}</p>
        </PanelNotice>
      )}

      {answer && (
        <UnderstoodFilters
          filters={answer.filters}
          fallbackReason={answer.fallbackReason}
          onFiltersChange={(filters) => setAnswer((current) => (current ? { ...current, filters } : current))}
          onRefineInFilters={onRefineInFilters}
        />
      )}
    </div>
  );
}
