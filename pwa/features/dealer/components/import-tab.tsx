import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEALER_IMPORT_COLUMNS,
  DEALER_IMPORT_HEADERS,
  dealerImportTemplate,
  type DealerImportColumn,
  type DealerImportReport,
} from '@contract/dealer-api';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { dealerKeys } from '../api/dealer-queries';
import { dryRunImport, runImport, type ImportSource } from '../api/run-import';
import * as styles from './dealer.css';
import { useApiErrorText } from '../../../lib/api-error-text';

const PROBLEMS = [
  'required',
  'invalid',
  'out_of_range',
  'not_in_list',
  'unknown_brand',
  'unknown_model',
  'unknown_country',
  'unknown_town',
  'ambiguous_town',
  'too_long',
  'duplicate_key',
] as const;

type Phase =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'checked'; report: DealerImportReport }
  | { name: 'importing'; done: number; total: number }
  | { name: 'imported'; report: DealerImportReport };

/** A rejected row's column as the template of the dealer's language heads it ("Mjenjač" for transmission). */
function columnName(field: string, language: Language): string {
  const column = (DEALER_IMPORT_COLUMNS as readonly string[]).includes(field) ? (field as DealerImportColumn) : null;
  return column && language !== 'en' ? DEALER_IMPORT_HEADERS[language][column] : field;
}

/**
 * The inventory import: a CSV file (the template has the documented header row) or a feed URL; a dry run lists
 * what would be created, updated or rejected and why; then the import runs with its progress shown. Rows are
 * matched by stock number, so importing the same file again updates instead of duplicating.
 */
export function ImportTab() {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'file' | 'url'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const number = (value: number) => formatNumber(value, language);
  const errorText = useApiErrorText();

  const source = (): ImportSource | null =>
    mode === 'file' ? (file ? { file } : null) : url.trim() ? { url: url.trim() } : null;
  const failed = (cause: unknown) => {
    setError(cause instanceof ApiError ? (errorText(cause) ?? t('import.failed')) : t('import.offline'));
  };

  const check = async (event?: FormEvent) => {
    event?.preventDefault();
    const chosen = source();
    if (!chosen) {
      setError(mode === 'file' ? t('import.chooseFile') : t('import.enterUrl'));
      return;
    }
    setError(null);
    setPhase({ name: 'checking' });
    try {
      setPhase({ name: 'checked', report: await dryRunImport(chosen) });
    } catch (cause) {
      setPhase({ name: 'idle' });
      failed(cause);
    }
  };

  const run = async () => {
    const chosen = source();
    if (!chosen) return;
    setError(null);
    setPhase({ name: 'importing', done: 0, total: 0 });
    try {
      const report = await runImport(chosen, (done, total) => setPhase({ name: 'importing', done, total }));
      setPhase({ name: 'imported', report });
    } catch (cause) {
      setPhase({ name: 'idle' });
      failed(cause);
    } finally {
      await queryClient.invalidateQueries({ queryKey: dealerKeys.all });
    }
  };

  const downloadTemplate = () => {
    const link = document.createElement('a');
    // The byte order mark makes spreadsheets read the file as UTF-8 (Mjenjač, Türen); an import skips it.
    const file = new Blob(['\uFEFF', dealerImportTemplate(language)], { type: 'text/csv;charset=utf-8' });
    link.href = URL.createObjectURL(file);
    link.download = `autotrzni-inventory-template-${language}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  const report = phase.name === 'checked' || phase.name === 'imported' ? phase.report : null;
  const busy = phase.name === 'checking' || phase.name === 'importing';

  return (
    <div className={styles.form}>
      <p className={styles.muted}>{t('import.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={downloadTemplate}>
          {t('import.template')}
        </Button>
      </div>
      <form className={styles.form} onSubmit={(event) => void check(event)} aria-label={t('import.title')}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('import.source')}</legend>
          <div className={styles.actions}>
            <label className={styles.choice}>
              <input type="radio" name="import-source" checked={mode === 'file'} onChange={() => setMode('file')} />{' '}
              {t('import.file')}
            </label>
            <label className={styles.choice}>
              <input type="radio" name="import-source" checked={mode === 'url'} onChange={() => setMode('url')} />{' '}
              {t('import.url')}
            </label>
          </div>
          {mode === 'file' ? (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => input.current?.click()}>
                {t('import.chooseCsv')}
              </Button>
              <span className={styles.muted}>{file ? file.name : t('import.noFile')}</span>
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv,application/json,.json"
                hidden
                aria-label={t('import.chooseCsv')}
                data-testid="import-file"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setPhase({ name: 'idle' });
                  event.target.value = '';
                }}
              />
            </div>
          ) : (
            <TextField
              name="feedUrl"
              type="url"
              label={t('import.urlLabel')}
              description={t('import.urlHint')}
              value={url}
              onChange={(value) => {
                setUrl(value);
                setPhase({ name: 'idle' });
              }}
            />
          )}
        </fieldset>
        {error && <StatusMessage tone="error" title={error} />}
        <div className={styles.actions}>
          <Button
            type="submit"
            variant={phase.name === 'checked' ? 'secondary' : 'primary'}
            isPending={phase.name === 'checking'}
            isDisabled={busy}
          >
            {t('import.check')}
          </Button>
          {phase.name === 'checked' && (
            <Button onPress={() => void run()} isDisabled={phase.report.created + phase.report.updated === 0}>
              {t('import.run', { count: phase.report.created + phase.report.updated })}
            </Button>
          )}
        </div>
      </form>
      {phase.name === 'importing' && (
        <div className={styles.form}>
          <progress
            max={Math.max(phase.total, 1)}
            value={phase.done}
            aria-label={t('import.progressLabel')}
            style={{ width: '100%' }}
          />
          <p className={styles.muted} aria-live="polite">
            {phase.total
              ? t('import.progress', { done: number(phase.done), total: number(phase.total) })
              : t('import.starting')}
          </p>
        </div>
      )}
      {report && (
        <section className={styles.form} aria-labelledby="import-report">
          <h2 id="import-report" className={styles.title} aria-live="polite">
            {report.dryRun ? t('import.dryRunTitle') : t('import.doneTitle')}
          </h2>
          <p data-testid="import-summary">
            {t(report.dryRun ? 'import.summaryDry' : 'import.summary', {
              rows: number(report.rows),
              created: number(report.created),
              updated: number(report.updated),
              unchanged: number(report.unchanged),
              rejected: number(report.rejected),
            })}
          </p>
          {report.rejections.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t('import.rejectedCaption', { count: report.rejected })}</caption>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      {t('import.row')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('listing.stockNumber')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('import.column')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('import.reason')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.rejections.map((rejection) => (
                    <tr key={`${rejection.row}-${rejection.field ?? ''}`}>
                      <td className={`${styles.cell} ${styles.number}`}>{rejection.row}</td>
                      <td className={styles.cell}>{rejection.key ?? '–'}</td>
                      <td className={styles.cell}>{rejection.field ? columnName(rejection.field, language) : '–'}</td>
                      <td className={`${styles.cell} ${styles.reasonCell}`}>
                        {(PROBLEMS as readonly string[]).includes(rejection.problem)
                          ? t(`import.problems.${rejection.problem as (typeof PROBLEMS)[number]}`, {
                              candidates: rejection.candidates?.join('; ') ?? '',
                            })
                          : rejection.message}
                        {rejection.value ? ` (${t('import.quoted', { value: rejection.value })})` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {report.dryRun && report.preview && report.preview.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t('import.previewCaption')}</caption>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      {t('listing.stockNumber')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('table.car')}
                    </th>
                    <th className={styles.cell} scope="col">
                      {t('import.action')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.preview.map((row) => (
                    <tr key={`${row.action}-${row.stockNumber}`}>
                      <td className={styles.cell}>{row.stockNumber}</td>
                      <td className={styles.cell}>{row.car}</td>
                      <td className={styles.cell}>
                        {row.action === 'create' ? t('import.willCreate') : t('import.willUpdate')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
