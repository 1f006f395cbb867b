import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Label, Radio, RadioGroup } from 'react-aria-components';
import type { AiFallbackReason } from '@contract/ai-search';
import { PAGE_SIZE } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { useLanguage } from '../../../lib/i18n';
import { LANGUAGES, isLanguage, type Language } from '../../../lib/language';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import { clearSearchResults, useClassicSearch, useShowSearchResults } from '../../search';
import { postVoiceSearch } from '../api/post-ai-search';
import { remainingOf, useRefreshSearchCounts, useSearchCounts } from '../api/search-counts';
import { SPEECH_LOCALES, speechErrorKey, speechRecognitionConstructor } from '../speech/speech-recognition';
import { useVoiceCapture } from '../speech/use-voice-capture';
import type { SearchFailure } from '../state/search-outcome';
import { useAnswerSummary } from '../state/use-answer-summary';
import { useSearchRunner } from '../state/use-search-runner';
import { MicIcon } from '../../../ui/icons/mic';
import { StopIcon } from '../../../ui/icons/stop';
import { LimitNotice, PanelNotice } from './panel-notice';
import { RemainingBadge } from './remaining-badge';
import { UnderstoodFilters } from './understood-filters';
import * as styles from './ai-search.css';

export interface VoiceSearchPanelProps {
  /** Switches to the classic search tab (its form reads the current filters from the URL). */
  onRefineInFilters: () => void;
  /** The not-supported message's "go back" button; defaults to `onRefineInFilters` (the classic tab). */
  onGoBack?: () => void;
}

/**
 * The voice search tab for a signed-in person: the speech language (following
 * the site language until chosen), a large microphone button, the live transcript, then Search or Try
 * again. The confirmed transcript goes to POST /api/cars/search/voice with its language; the answer is
 * shown like the AI search's. Without speech recognition in the browser, a not-supported message.
 */
export function VoiceSearchPanel({ onRefineInFilters, onGoBack = onRefineInFilters }: VoiceSearchPanelProps) {
  const { t } = useTranslation('ai');
  if (!speechRecognitionConstructor()) {
    return (
      <div className={styles.panel}>
        <PanelNotice
          tone="warning"
          title={t('voice.notSupportedTitle')}
          action={
            <Button variant="secondary" onPress={onGoBack}>
              {t('voice.goBack')}
            </Button>
          }
        >
          <p>{t('voice.notSupportedText')}</p>
        </PanelNotice>
      </div>
    );
  }
  return <VoiceSearch onRefineInFilters={onRefineInFilters} />;
}

interface Problem {
  title: string;
  message: string;
}

interface Answer {
  filters: SearchFilters;
  fallbackReason?: AiFallbackReason;
  transcript: string;
}

function VoiceSearch({ onRefineInFilters }: { onRefineInFilters: () => void }) {
  const { t } = useTranslation('ai');
  const titleId = useId();
  const transcriptTitleId = useId();
  const siteLanguage = useLanguage();
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? siteLanguage;
  const { sort } = useClassicSearch();
  const show = useShowSearchResults();
  const counts = useSearchCounts();
  const refreshCounts = useRefreshSearchCounts();
  const summarise = useAnswerSummary();
  const runner = useSearchRunner();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const micButton = useRef<HTMLButtonElement>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);

  const limitReached = limitHit || (counts.data ? remainingOf(counts.data, 'voice').reached : false);
  const running = runner.isRunning;

  const report = (next: Problem) => {
    setProblem(next);
    toast({ variant: 'destructive', title: next.title, description: next.message });
  };

  const capture = useVoiceCapture({
    onError: (code) =>
      report({ title: t('voice.errors.title'), message: t(`voice.errors.${speechErrorKey(code)}`, { code }) }),
    onNoInput: () => report({ title: t('voice.errors.title'), message: t('voice.errors.noInput') }),
    onStartFailed: (error) => {
      console.warn('Could not start speech recognition', error);
      report({ title: t('voice.errors.title'), message: t('voice.errors.startFailed') });
    },
  });
  const listening = capture.stage === 'listening';

  // Focus follows what replaced the focused control: the answer after a search, the limit message.
  useEffect(() => {
    if (answer && document.activeElement === document.body) answerHeading.current?.focus();
  }, [answer]);

  const showLimit = () => {
    setLimitHit(true);
    toast({ variant: 'destructive', title: t('limit.title'), description: t('voice.limitText') });
  };

  const onMicPress = () => {
    if (listening) {
      capture.stop();
      return;
    }
    if (limitReached) {
      showLimit();
      return;
    }
    setProblem(null);
    capture.listen(SPEECH_LOCALES[language]);
  };

  const tryAgain = () => {
    setProblem(null);
    capture.reset();
    micButton.current?.focus();
  };

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
      capture.reset();
      showLimit();
      return;
    }
    report({
      title: t('voice.errors.searchTitle'),
      message:
        outcome.kind === 'timeout'
          ? t('errors.timeout')
          : (outcome.message ?? (outcome.offline ? t('errors.offline') : t('voice.errors.unknown'))),
    });
  };

  const search = () => {
    if (!runner.accepts()) return;
    const query = capture.transcript.trim();
    if (!query) {
      capture.reset();
      report({ title: t('voice.errors.title'), message: t('voice.errors.noInput') });
      return;
    }
    // The limit is checked here before anything is sent; the server checks it again.
    if (limitReached) {
      showLimit();
      return;
    }
    setProblem(null);
    setAnswer(null);
    const spokenIn = language;
    runner.start({
      send: (signal) => postVoiceSearch({ query, language: spokenIn, sort, page: 1, pageSize: PAGE_SIZE }, signal),
      onSuccess: (response) => {
        show(response.parsedParams, response.results, response.sort);
        capture.reset();
        setAnswer({ filters: response.parsedParams, fallbackReason: response.fallbackReason, transcript: query });
        void refreshCounts().then((fresh) =>
          toast({
            variant: 'success',
            title: t('voice.successTitle'),
            description: summarise({
              kind: 'voice',
              filters: response.parsedParams,
              total: response.results.total,
              counts: fresh,
              transcript: query,
            }),
          }),
        );
      },
      onFailure,
    });
  };

  const micStatus = listening
    ? t('voice.listening')
    : capture.stage === 'idle' && !limitReached
      ? t('voice.idleHint')
      : '';

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <h3 id={titleId} className={styles.title}>
            {t('voice.title')}
          </h3>
          <p className={styles.intro}>{t('voice.intro')}</p>
        </div>
        <RemainingBadge kind="voice" />
      </div>

      {limitReached && <LimitNotice text={t('voice.limitText')} onUseClassic={onRefineInFilters} />}

      <RadioGroup
        className={styles.languageGroup}
        orientation="horizontal"
        value={language}
        onChange={(value) => {
          if (isLanguage(value)) setChosenLanguage(value);
        }}
        isDisabled={listening || running}
      >
        <Label className={styles.languageLabel}>{t('voice.languageLabel')}</Label>
        <div className={styles.languageChips}>
          {LANGUAGES.map((option) => (
            <Radio key={option} value={option} className={styles.languageChip} lang={option}>
              {t(`voice.languages.${option}`)}
            </Radio>
          ))}
        </div>
      </RadioGroup>

      <div className={styles.micArea}>
        <AriaButton
          ref={micButton}
          className={listening ? `${styles.mic} ${styles.micListening}` : styles.mic}
          aria-label={listening ? t('voice.stop') : t('voice.start')}
          data-listening={listening || undefined}
          isDisabled={limitReached || running}
          onPress={onMicPress}
        >
          {listening ? <StopIcon size={36} /> : <MicIcon size={40} />}
        </AriaButton>
        <p className={styles.micStatus} role="status">
          {micStatus}
        </p>
      </div>

      <div className={styles.block} aria-live="polite" aria-atomic="true">
        {capture.transcript && (
          <>
            <h4 id={transcriptTitleId} className={styles.subTitle}>
              {t('voice.transcriptLabel')}
            </h4>
            <p
              className={capture.isFinal ? styles.transcript : `${styles.transcript} ${styles.interim}`}
              aria-labelledby={transcriptTitleId}
              lang={language}
            >
              {capture.transcript}
            </p>
          </>
        )}
      </div>

      {capture.stage === 'confirm' && (
        <div className={styles.block}>
          <p className={styles.hint}>{t('voice.confirmHint')}</p>
          <div className={styles.actions}>
            <Button onPress={search} isPending={running}>
              {t('voice.search')}
            </Button>
            <Button variant="secondary" onPress={tryAgain} isDisabled={running}>
              {t('voice.tryAgain')}
            </Button>
            {running && (
              <>
                <Button variant="ghost" onPress={runner.cancel} isDisabled={runner.phase === 'cancelling'}>
                  {t('voice.cancel')}
                </Button>
                <Spinner label={t('voice.searching')} showLabel />
              </>
            )}
          </div>
        </div>
      )}

      {problem && (
        <PanelNotice tone="error" title={problem.title}>
          <p>{problem.message}</p>
        </PanelNotice>
      )}

      {answer && (
        <UnderstoodFilters
          ref={answerHeading}
          filters={answer.filters}
          fallbackReason={answer.fallbackReason}
          onFiltersChange={(filters) => setAnswer((current) => (current ? { ...current, filters } : current))}
          onRefineInFilters={onRefineInFilters}
        >
          <p className={styles.quote}>{t('voice.youSaid', { transcript: answer.transcript })}</p>
        </UnderstoodFilters>
      )}
    </div>
  );
}
