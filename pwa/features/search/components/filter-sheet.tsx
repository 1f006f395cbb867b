/**
 * The classic filters on a phone: a "Filters" button with the number of active filters opens
 * the whole form as a full-height sheet, kept in the history (back closes it); its primary button shows
 * the live count. The results stay first on the page.
 */
import { useTranslation } from 'react-i18next';
import { activeFilterCount } from '@contract/search-semantics';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Icon, type IconProps } from '../../../ui/icons/icon';
import { visuallyHidden } from '../../../ui/layout.css';
import { useSearchUrl } from '../state/use-search-url';
import { ClassicSearchForm } from './classic-search-form';
import * as styles from './filter-sheet.css';

const FILTER_SHEET = 'filters';

const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);

export function FilterSheetButton() {
  const { t } = useTranslation('search');
  const { filters } = useSearchUrl();
  const { isOpen, open, onOpenChange } = useHistoryDialog(FILTER_SHEET);
  const active = activeFilterCount(filters);
  return (
    <>
      <Button variant="secondary" size="large" isFullWidth onPress={() => open()} className={styles.button}>
        <FilterIcon size={18} />
        {t('filters.button')}
        {active > 0 && (
          <Badge variant="accent" className={styles.count}>
            <span aria-hidden="true">{active}</span>
            <span className={visuallyHidden}>{t('filters.active', { count: active })}</span>
          </Badge>
        )}
      </Button>
      <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('filters.title')} size="full">
        {/* Searching replaces the sheet's history entry (the search's has no sheet in it), which closes it. */}
        <ClassicSearchForm inSheet />
      </Dialog>
    </>
  );
}
