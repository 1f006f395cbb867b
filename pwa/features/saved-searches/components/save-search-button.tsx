/**
 * "Save this search" beside the results: opens the save dialog (a history dialog, loaded on first use), or
 * for visitors the registration prompt inside it. Its own code is this button only, so the home page stays
 * lean; the label lives in the `search` texts, which the results load anyway.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchFilters } from '@contract/search-semantics';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { Button } from '../../../ui/button';
import { SAVE_SEARCH_DIALOG } from './dialog-names';
import { BookmarkIcon } from './saved-icons';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(loadDialog);

export function SaveSearchButton({ filters, className }: { filters: SearchFilters; className?: string }) {
  const { t } = useTranslation('search');
  const { isOpen, open } = useHistoryDialog(SAVE_SEARCH_DIALOG);
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        onPress={() => open()}
        onHoverStart={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <BookmarkIcon size={18} />
        {t('results.saveSearch')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} />
        </Suspense>
      )}
    </>
  );
}
