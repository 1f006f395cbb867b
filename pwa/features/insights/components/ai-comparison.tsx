/**
 * "AI comparison" inside the comparison dialog: signed in, the action asks
 * POST /api/cars/compare/analysis; loading is cancellable (silently); the analysis or the error shows in
 * the dialog; closing the dialog unmounts this and so aborts and resets. Signed out, it says an account is
 * needed, with a link. Loaded lazily (see ../index.ts) when the dialog shows two cars.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import type { ComparisonAnalysisResponse } from '@contract/car-analysis';
import { carName } from '@contract/language';
import { formatAge } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useNow } from '../../../lib/use-now';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { SparkleIcon } from '../../../ui/icons/sparkle';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { useCurrentUser } from '../../auth';
import { readComparisonAnalysis } from '../api/comparison-analysis';
import { useComparisonAnalysis } from './use-comparison-analysis';
import * as styles from './ai-comparison.css';

export interface AiComparisonProps {
  cars: [Car, Car];
  /** Where to come back to after signing in (a path with its language prefix). */
  returnTo?: string;
}

export default function AiComparison({ cars, returnTo }: AiComparisonProps) {
  const { t } = useTranslation('insights');
  const user = useCurrentUser();
  const language = useLanguage();
  const { localize } = useLocalizedPath();

  // Until we know who this is, neither the sign-in link nor the action is right.
  if (user.isPending) return null;
  if (!user.data) {
    const params = new URLSearchParams({ mode: 'register' });
    if (returnTo) params.set('next', returnTo);
    return (
      <div className={styles.panel}>
        <div className={styles.row}>
          <ButtonLink variant="secondary" to={`${localize('/auth')}?${params.toString()}`}>
            <SparkleIcon />
            {t('comparison.button')}
          </ButtonLink>
          <p className={styles.hint}>{t('comparison.signIn')}</p>
        </div>
      </div>
    );
  }
  // Other cars or another language start afresh.
  return <SignedInComparison key={`${cars[0].id}:${cars[1].id}:${language}`} cars={cars} />;
}

function SignedInComparison({ cars }: { cars: [Car, Car] }) {
  const { t } = useTranslation('insights');
  const language = useLanguage();
  const online = useOnlineStatus();
  const { state, start, cancel } = useComparisonAnalysis([cars[0].id, cars[1].id], language);
  // The pressed button gives way to the next state's: focus moves with it, so the keyboard (and Escape,
  // which closes the dialog) stays inside the dialog.
  const cancelled = useRef(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const onCancel = () => {
    cancelled.current = true;
    cancel();
  };
  useEffect(() => {
    if (state.status === 'loading') cancelButton.current?.focus();
    else if (state.status === 'idle' && cancelled.current) startButton.current?.focus();
  }, [state.status]);

  return (
    <section className={styles.panel} aria-label={t('comparison.button')} aria-busy={state.status === 'loading'}>
      {state.status === 'idle' && (
        <div className={styles.row}>
          <Button ref={startButton} variant="primary" onPress={start}>
            <SparkleIcon />
            {t('comparison.button')}
          </Button>
          <p className={styles.hint}>{online ? t('comparison.hint') : t('comparison.offline')}</p>
        </div>
      )}
      {state.status === 'loading' && (
        <div className={styles.row}>
          <Spinner size={20} showLabel label={t('comparison.loading')} />
          <Button ref={cancelButton} variant="secondary" onPress={onCancel}>
            {t('comparison.cancel')}
          </Button>
        </div>
      )}
      {state.status === 'error' && (
        <StatusMessage
          tone="error"
          title={t('comparison.errorTitle')}
          action={
            state.kind !== 'limit' ? (
              <Button variant="secondary" onPress={start}>
                {t('retry')}
              </Button>
            ) : undefined
          }
        >
          <p>
            {state.kind === 'limit'
              ? t('analysis.limit')
              : state.kind === 'offline'
                ? t('comparison.offlineNone')
                : state.kind === 'message'
                  ? state.message
                  : t('comparison.failed')}
          </p>
        </StatusMessage>
      )}
      {state.status === 'done' && <ComparisonResult cars={cars} response={state.response} savedAt={state.savedAt} />}
    </section>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul className={styles.list}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export function ComparisonResult({
  cars,
  response,
  savedAt,
}: {
  cars: [Car, Car];
  response: ComparisonAnalysisResponse;
  savedAt?: number;
}) {
  const { t } = useTranslation('insights');
  const language = useLanguage();
  const now = useNow();
  const analysis = readComparisonAnalysis(response.analysis);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The answer replaces the button: take a screen reader (and the keyboard) to it.
  useEffect(() => titleRef.current?.focus(), []);
  const nameOf = (id: string) => {
    const car = cars.find((candidate) => String(candidate.id) === id);
    return car ? `${carName(language, car.brand, car.model)} (${car.year})` : id;
  };

  return (
    <div className={styles.result}>
      <h3 className={styles.title} ref={titleRef} tabIndex={-1}>
        {t('comparison.title')}
      </h3>
      <p className={styles.meta}>
        {t(`analysis.engine.${response.engine}`)}
        {response.fallbackReason ? ` ${t('analysis.fallback')}` : ''}
        {' · '}
        {t('analysis.written', { age: formatAge(Date.parse(response.generatedAt), language, now) })}
        {savedAt !== undefined ? ` · ${t('device.savedAt', { age: formatAge(savedAt, language, now) })}` : ''}
      </p>
      {savedAt !== undefined && <p className={styles.notice}>{t('device.offlineCopy')}</p>}
      {analysis ? (
        <>
          <section className={styles.section}>
            <h4 className={styles.heading}>{t('comparison.sections.summary')}</h4>
            <p className={styles.buyerText}>{analysis.summary}</p>
          </section>
          <section className={styles.section}>
            <h4 className={styles.heading}>{t('comparison.sections.valueSummary')}</h4>
            <Lines lines={analysis.valueSummary} />
          </section>
          <section className={styles.section}>
            <h4 className={styles.heading}>{t('comparison.sections.mainDifferences')}</h4>
            <Lines lines={analysis.mainDifferences} />
          </section>
          <section className={styles.section}>
            <h4 className={styles.heading}>{t('comparison.sections.recommendedBuyer')}</h4>
            <dl className={styles.buyers}>
              {Object.entries(analysis.recommendedBuyer).map(([id, text]) => (
                <div key={id}>
                  <dt className={styles.buyerName}>{nameOf(id)}</dt>
                  <dd className={styles.buyerText}>{text}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.section}>
            <h4 className={styles.heading}>{t('comparison.sections.recommendation')}</h4>
            <Lines lines={analysis.recommendation} />
          </section>
        </>
      ) : (
        <p>{t('comparison.unreadable')}</p>
      )}
    </div>
  );
}
