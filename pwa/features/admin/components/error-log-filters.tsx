import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { Select } from '../../../ui/select';
import { Switch } from '../../../ui/switch';
import { TextField } from '../../../ui/text-field';
import type { ErrorLogFilter } from '../api/error-logs';
import * as styles from './admin.css';

const PERIODS = ['24h', '7d', '30d', 'all'] as const;

/** The error log's filters: text, type, component, period and "unresolved only". */
export function ErrorLogFilters({
  filter,
  change,
}: {
  filter: ErrorLogFilter;
  change: (changes: Partial<ErrorLogFilter>) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <h2 className={styles.subheading}>{t('errors.filters')}</h2>
      <div className={styles.toolbar}>
        <TextField
          label={t('errors.search')}
          placeholder={t('errors.searchPlaceholder')}
          value={filter.q}
          onChange={(q) => change({ q })}
        />
        <TextField label={t('errors.type')} value={filter.errorType} onChange={(errorType) => change({ errorType })} />
        <TextField
          label={t('errors.component')}
          value={filter.component}
          onChange={(component) => change({ component })}
        />
        <Select
          label={t('errors.period')}
          options={PERIODS.map((id) => ({ id, label: t(`errors.periods.${id}`) }))}
          selectedKey={filter.period}
          onSelectionChange={(key) => change({ period: key as ErrorLogFilter['period'] })}
        />
        <Switch
          isSelected={filter.status === 'unresolved'}
          onChange={(on) => change({ status: on ? 'unresolved' : 'all' })}
        >
          {t('errors.unresolvedOnly')}
        </Switch>
      </div>
    </Card>
  );
}
