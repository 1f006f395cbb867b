import { useTranslation } from 'react-i18next';
import type { CarAnalysisResponse } from '@contract/car-analysis';
import { carName } from '@contract/language';
import { formatAge } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { Dialog } from '../../../ui/dialog';
import { readCarAnalysis } from '../api/car-analysis';
import { MarketValueSummary } from './market-value-summary';
import * as styles from './analysis-dialog.css';

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul className={styles.list}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export interface AnalysisDialogProps {
  /** Named as the dialog's language names the model (E-klase, E-Klasse); the language layer loads with the dialog. */
  brand: string;
  model: string;
  response: CarAnalysisResponse;
  /** When the copy kept on the device was read (offline), shown with its age. */
  savedAt?: number;
  onClose: () => void;
}

/** The single-car AI analysis: its sections, the market value with its comparables, pros and cons. */
export default function AnalysisDialog({ brand, model, response, savedAt, onClose }: AnalysisDialogProps) {
  const { t } = useTranslation('insights');
  const language = useLanguage();
  const now = useNow();
  const analysis = readCarAnalysis(response.analysis);
  const section = (key: 'fuelConsumption' | 'commonProblems' | 'maintenanceCosts' | 'ownerImpressions') => (
    <section className={styles.section} key={key}>
      <h3 className={styles.heading}>{t(`analysis.sections.${key}`)}</h3>
      <Lines lines={analysis?.[key] ?? []} />
    </section>
  );

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('analysis.title', { car: carName(language, brand, model) })}
      size="large"
    >
      <div className={styles.body}>
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
            {section('fuelConsumption')}
            {section('commonProblems')}
            {section('maintenanceCosts')}
            <section className={`${styles.section} ${styles.market}`}>
              <h3 className={styles.heading}>{t('market.title')}</h3>
              <MarketValueSummary value={response.marketValue} />
            </section>
            {section('ownerImpressions')}
            <section className={styles.section}>
              <h3 className={styles.heading}>{t('analysis.sections.prosAndCons')}</h3>
              <div className={styles.prosCons}>
                <div>
                  <h4>{t('analysis.pros')}</h4>
                  <Lines lines={analysis.prosAndCons.pros} />
                </div>
                <div>
                  <h4>{t('analysis.cons')}</h4>
                  <Lines lines={analysis.prosAndCons.cons} />
                </div>
              </div>
            </section>
          </>
        ) : (
          <p>{t('analysis.unreadable')}</p>
        )}
      </div>
    </Dialog>
  );
}
