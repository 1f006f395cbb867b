/**
 * The price with import to Croatia (beside the asking price, with a breakdown that opens), the loan
 * calculator and the short line of a result card or the comparison. One lazily loaded chunk: it brings the
 * catalogue of variants and the gazetteer, which the home page never loads.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading, I18nProvider } from 'react-aria-components';
import type { Car } from '@contract/car';
import {
  annuity,
  FEES,
  LOAN_TERM,
  OFFICIAL_CALCULATOR_URL,
  TYPICAL_LOAN_RATE,
  type Figure,
  type ImportEstimate,
} from '@contract/import-cost';
import { croatianDestinations } from '@contract/import-cost/distance';
import { placeName } from '@contract/places/gazetteer-core';
import { formatDate, formatPrice, localeOf } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { Select } from '../../../ui/select';
import { visuallyHidden } from '../../../ui/layout.css';
import { useCarImport, useImportOverrides, type CarImport } from '../use-import-estimate';
import { NumberInput } from './number-input';
import * as styles from './import-cost.css';

function euros(value: number, language: Language, digits = 0): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

function percent(share: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(share);
}

/** Under the asking price of a listing outside Croatia: the landed price and how it was worked out. */
export function LandedPrice({
  car,
  headingLevel = 3,
}: {
  car: Car;
  /** Its heading's level: 2 on the car page, 3 in the dialog. */ headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const result = useCarImport(car);
  // The breakdown is drawn once opened: closed, its hidden form (react-aria's selects carry style attributes)
  // would be in a server-rendered car page's HTML, where the CSP blocks style attributes.
  const [open, setOpen] = useState(false);
  if (!result.foreign) return null;
  if (!result.estimate || !result.inputs) return <p className={styles.muted}>{t('landed.unavailable')}</p>;
  const { estimate } = result;
  return (
    <div className={styles.landed} data-testid="landed-price">
      <p className={styles.landedLabel}>
        {t('landed.label')}
        <span className={styles.estimateTag}>{t('landed.estimate')}</span>
      </p>
      <p className={styles.landedPrice}>{formatPrice(estimate.landed, language)}</p>
      <p className={styles.muted}>{t('landed.extras', { amount: formatPrice(estimate.extras, language) })}</p>
      <Disclosure isExpanded={open} onExpandedChange={setOpen}>
        <Heading level={headingLevel} className={styles.breakdownTitle}>
          <AriaButton slot="trigger" className={styles.disclosureButton}>
            {t('landed.open')}
          </AriaButton>
        </Heading>
        <DisclosurePanel>{open && <Breakdown car={car} result={result} level={headingLevel + 1} />}</DisclosurePanel>
      </Disclosure>
    </div>
  );
}

function Breakdown({ car, result, level }: { car: Car; result: CarImport; level: number }) {
  const Title = `h${level}` as 'h3';
  const Sub = `h${level + 1}` as 'h4';
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const estimate = result.estimate!;
  const inputs = result.inputs!;
  const marked = result.listing.estimated;
  const change = useImportOverrides((state) => state.change);
  const set = (patch: Parameters<typeof change>[1]) => change(car.id, patch);
  const titleId = useId();
  const ppmv = estimate.ppmv;
  const money = (value: number) => formatPrice(value, language);
  const destinations = croatianDestinations();
  const figureNote = (figure: Figure) =>
    figure.kind === 'estimate'
      ? t('landed.figureEstimate')
      : t('landed.figureRead', { date: formatDate(figure.date, language) });

  return (
    <section className={styles.breakdown} aria-labelledby={titleId}>
      <Title id={titleId} className={styles.breakdownTitle}>
        {t('landed.title')}
      </Title>
      <p className={styles.muted}>{t('landed.intro')}</p>
      <ul className={styles.lines}>
        <li className={styles.line}>
          <span className={styles.lineLabel}>{t('landed.line.asking')}</span>
          <span className={styles.lineAmount}>{money(inputs.price)}</span>
        </li>
        <li className={styles.line} data-testid="ppmv-line">
          <span className={styles.lineLabel}>{t('landed.line.ppmv')}</span>
          <span className={styles.lineAmount}>{money(ppmv.tax)}</span>
          <span className={styles.lineNote}>
            {ppmv.exempt
              ? t('landed.electricExempt')
              : t('landed.ppmvWorking', {
                  value: money(ppmv.valueComponent),
                  co2: money(ppmv.co2Component),
                  asNew: money(ppmv.asNewTax),
                  tables: ppmv.tables,
                  share: percent(ppmv.share, language),
                  months: ppmv.ageMonths,
                })}
            {ppmv.reduction > 0 && <> · {t('landed.phevReduction', { percent: percent(ppmv.reduction, language) })}</>}
          </span>
        </li>
        {estimate.newMeansOfTransport && (
          <li className={styles.line}>
            <span className={styles.lineLabel}>{t('landed.line.vat')}</span>
            <span className={styles.lineAmount}>{money(estimate.vat)}</span>
            <span className={styles.lineNote}>{t('landed.vatNew')}</span>
          </li>
        )}
        <li className={styles.line}>
          <span className={styles.lineLabel}>{t('landed.line.conformity')}</span>
          <span className={styles.lineAmount}>{money(inputs.conformity)}</span>
        </li>
        <li className={styles.line}>
          <span className={styles.lineLabel}>{t('landed.line.registration')}</span>
          <span className={styles.lineAmount}>{money(inputs.registration)}</span>
        </li>
        <li className={styles.line}>
          <span className={styles.lineLabel}>{t('landed.line.trip')}</span>
          <span className={styles.lineAmount}>{money(estimate.trip)}</span>
          <span className={styles.lineNote}>
            {inputs.tripMode === 'drive'
              ? t('landed.tripDrive', {
                  plates: money(FEES.exportPlates.euros),
                  insurance: money(FEES.exportInsurance.euros),
                  journey: money(FEES.journey.euros),
                  perKm: euros(FEES.drivePerKm.euros, language, 2),
                })
              : t('landed.tripTransporter', {
                  perKm: euros(FEES.transporterPerKm.euros, language, 2),
                  minimum: money(FEES.transporterMinimum.euros),
                })}
          </span>
        </li>
        <li className={`${styles.line} ${styles.totalLine}`}>
          <span className={styles.lineLabel}>{t('landed.line.total')}</span>
          <span className={styles.lineAmount}>{money(estimate.landed)}</span>
        </li>
      </ul>
      {!estimate.newMeansOfTransport && <p className={styles.muted}>{t('landed.vatUsed')}</p>}

      <Sub className={styles.breakdownTitle}>{t('landed.inputs')}</Sub>
      <p className={styles.muted}>{t('landed.inputsHelp')}</p>
      <I18nProvider locale={localeOf(language)}>
        <div className={styles.fields}>
          {car.fuelType !== 'electric' && (
            <NumberInput
              label={t('landed.co2', { cycle: estimate.cycle })}
              value={inputs.co2Grams}
              onChange={(co2Grams) => set({ co2Grams })}
              maxValue={1000}
              estimated={marked.co2 || marked.co2Converted}
              estimatedText={t('landed.estimatedMark')}
              description={marked.co2Converted ? t('landed.co2Converted') : undefined}
            />
          )}
          {car.fuelType !== 'electric' && (
            <NumberInput
              label={t('landed.asNew')}
              value={inputs.asNewPrice}
              onChange={(asNewPrice) => set({ asNewPrice })}
              maxValue={5_000_000}
              step={100}
              estimated={marked.asNewPrice}
              estimatedText={t('landed.estimatedMark')}
              description={t('landed.asNewHelp')}
            />
          )}
          {car.fuelType === 'plugin_hybrid' && (
            <NumberInput
              label={t('landed.range')}
              value={inputs.electricRangeKm ?? 0}
              onChange={(electricRangeKm) => set({ electricRangeKm })}
              maxValue={1000}
              estimated
              estimatedText={t('landed.estimatedMark')}
              description={t('landed.rangeHelp')}
            />
          )}
          <Select
            className={styles.wideField}
            label={t('landed.tripMode')}
            options={[
              { id: 'drive', label: t('landed.drive') },
              { id: 'transporter', label: t('landed.transporter') },
            ]}
            selectedKey={inputs.tripMode}
            onSelectionChange={(key) => set({ tripMode: key === 'transporter' ? 'transporter' : 'drive' })}
          />
          <Select
            label={t('landed.destination')}
            options={destinations.map((place) => ({ id: place.id, label: placeName(place, language) }))}
            selectedKey={result.overrides.destinationId ?? 'zagreb'}
            onSelectionChange={(key) => set({ destinationId: String(key), tripKm: undefined })}
          />
          <NumberInput
            label={t('landed.distance')}
            value={inputs.tripKm}
            onChange={(tripKm) => set({ tripKm })}
            maxValue={10_000}
            step={10}
            estimated={marked.tripKm}
            estimatedText={t('landed.estimatedMark')}
            description={marked.tripFromCapital ? t('landed.distanceHelpCapital') : undefined}
          />
          <NumberInput
            label={t('landed.conformity')}
            value={inputs.conformity}
            onChange={(conformity) => set({ conformity })}
            maxValue={10_000}
            estimated={FEES.conformity.kind === 'estimate'}
            estimatedText={t('landed.estimatedMark')}
          />
          <NumberInput
            label={t('landed.registration')}
            value={inputs.registration}
            onChange={(registration) => set({ registration })}
            maxValue={10_000}
            estimated={FEES.registration.kind === 'estimate'}
            estimatedText={t('landed.estimatedMark')}
          />
        </div>
      </I18nProvider>

      <Sub className={styles.breakdownTitle}>{t('landed.figures')}</Sub>
      <ul className={styles.sources}>
        <li>{t('landed.rules')}</li>
        {(Object.keys(FEES) as (keyof typeof FEES)[]).map((key) => (
          <li key={key}>
            {t(`landed.source.${key}`)}: {euros(FEES[key].euros, language, FEES[key].euros < 1 ? 2 : 0)} ·{' '}
            {FEES[key].source ? `${FEES[key].source} · ` : ''}
            {figureNote(FEES[key])}
          </li>
        ))}
      </ul>
      <a className={styles.officialLink} href={OFFICIAL_CALCULATOR_URL} target="_blank" rel="noopener noreferrer">
        {t('landed.official')}
        <span className={visuallyHidden}> {t('landed.opensInNewTab')}</span>
      </a>
    </section>
  );
}

/** The loan calculator of the car details: the landed price for a car from abroad, else the asking price. */
export function LoanCalculator({
  car,
  className,
  titleClassName,
}: {
  car: Car;
  className?: string;
  titleClassName?: string;
}) {
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const result = useCarImport(car);
  const asking = typeof car.price === 'number' ? car.price : Number(car.price) || 0;
  const price = result.estimate?.landed ?? asking;
  const [downPayment, setDownPayment] = useState(() => Math.round((price * 0.2) / 100) * 100);
  const [months, setMonths] = useState<number>(LOAN_TERM.default);
  const [rate, setRate] = useState<number>(TYPICAL_LOAN_RATE.percent);
  const titleId = useId();
  const principal = Math.max(0, price - downPayment);
  const loan = annuity(principal, rate, months);
  const money = (value: number) => euros(value, language, 2);
  return (
    <section className={className} aria-labelledby={titleId} data-testid="loan-calculator">
      <h2 id={titleId} className={titleClassName}>
        {t('loan.title')}
      </h2>
      <p className={styles.muted}>{t('loan.intro')}</p>
      <p>
        {result.estimate ? t('loan.priceWithImport') : t('loan.price')}: <strong>{formatPrice(price, language)}</strong>
      </p>
      <I18nProvider locale={localeOf(language)}>
        <div className={styles.fields}>
          <NumberInput
            label={t('loan.downPayment')}
            value={downPayment}
            onChange={setDownPayment}
            maxValue={10_000_000}
            step={100}
          />
          <NumberInput
            label={t('loan.term')}
            value={months}
            onChange={(value) => setMonths(Math.round(value))}
            minValue={LOAN_TERM.min}
            maxValue={LOAN_TERM.max}
            step={1}
          />
          <NumberInput
            label={t('loan.rate')}
            value={rate}
            onChange={setRate}
            maxValue={30}
            step={0.05}
            fractionDigits={2}
            description={t('loan.rateHelp', { date: formatDate(TYPICAL_LOAN_RATE.date, language) })}
          />
        </div>
      </I18nProvider>
      <div className={styles.loanResult} aria-live="polite">
        {principal > 0 ? (
          <>
            <p>
              {t('loan.monthly')}:{' '}
              <span className={styles.monthly} data-testid="loan-monthly">
                {money(loan.monthly)}
              </span>{' '}
              · {t('loan.months', { count: months })}
            </p>
            <ul className={styles.lines}>
              <li className={styles.line}>
                <span className={styles.lineLabel}>{t('loan.borrowed')}</span>
                <span className={styles.lineAmount}>{money(principal)}</span>
              </li>
              <li className={styles.line}>
                <span className={styles.lineLabel}>{t('loan.totalPaid')}</span>
                <span className={styles.lineAmount}>{money(loan.totalPaid)}</span>
              </li>
              <li className={styles.line}>
                <span className={styles.lineLabel}>{t('loan.totalInterest')}</span>
                <span className={styles.lineAmount}>{money(loan.totalInterest)}</span>
              </li>
            </ul>
          </>
        ) : (
          <p>{t('loan.nothingToBorrow')}</p>
        )}
      </div>
    </section>
  );
}

/** A second price line (result cards, the comparison): the landed price of a car from abroad. */
export function LandedLine({ car, className }: { car: Car; className?: string }) {
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const estimate: ImportEstimate | undefined = useCarImport(car).estimate;
  if (!estimate) return null;
  const amount = formatPrice(estimate.landed, language);
  return (
    <p className={className ?? styles.cardLine} data-testid="landed-line">
      <span aria-hidden="true">{t('card.landed', { amount })}</span>
      <span className={visuallyHidden}>{t('card.landedLabel', { amount })}</span>
    </p>
  );
}
