/**
 * /saved-searches: the buyer's saved searches with their new matches since the last look; show the cars
 * (which counts as a look), rename, choose the alert emails, delete (after a question). Changing filters is
 * done where filters live: run it, adjust, and save again under the same name (the save dialog offers to
 * replace the filters).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  ALERT_FREQUENCIES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_ERROR_CODES,
  type AlertFrequency,
} from '@contract/saved-search-constants';
import type { SavedSearch } from '@contract/saved-searches';
import { DEFAULT_SORT } from '@contract/catalog/vehicle';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { container } from '../../../ui/layout.css';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { paramsForSearch } from '../../search';
import { markSavedSearchRun } from '../api/saved-searches';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../state/use-saved-searches';
import { suggestSearchName } from '../state/search-name';
import { useNearPhrase } from '../../../lib/near-place';
import * as styles from './saved-searches.css';

const RENAME_DIALOG = 'rename-saved-search';
const DELETE_DIALOG = 'delete-saved-search';

export default function SavedSearchesPage() {
  const { t } = useTranslation(['saved', 'common']);
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const query = useSavedSearches();
  const searches = query.data?.savedSearches ?? [];
  const pendingIds = new Set(query.data?.pendingIds ?? []);
  const rejected = query.data?.rejected.join('\u0000');

  // Searches made offline that the server refused when they were sent (e.g. the limit was reached meanwhile).
  useEffect(() => {
    if (rejected)
      toast({
        title: t('page.rejected', { names: rejected.split('\u0000').join(', ') }),
        variant: 'destructive',
        duration: 10_000,
      });
  }, [rejected, t]);

  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('page.title')}</h1>
        <p className={styles.pageIntro}>{t('page.intro')}</p>
        {query.data && searches.length > 0 && (
          <p className={styles.muted}>
            {t('page.count', {
              count: searches.length,
              limit: formatNumber(query.data.limit ?? MAX_SAVED_SEARCHES, language),
            })}
          </p>
        )}
      </header>
      {query.data?.offline && (
        <p role="status" className={styles.offlineNote}>
          {t('page.offline')}
        </p>
      )}
      {query.isPending ? (
        <Spinner label={t('page.loading')} showLabel size={32} />
      ) : query.isError && !query.data ? (
        <StatusMessage
          tone="error"
          title={t('page.errorTitle')}
          action={
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('page.errorText')}
        </StatusMessage>
      ) : searches.length === 0 ? (
        <StatusMessage
          title={t('page.emptyTitle')}
          action={
            <Link to={localize('/')} className={buttonClassName({ variant: 'primary' })}>
              {t('page.toSearch')}
            </Link>
          }
        >
          {t('page.emptyText')}
        </StatusMessage>
      ) : (
        <ul className={styles.list} aria-label={t('page.title')}>
          {searches.map((search) => (
            <li key={search.id}>
              <SavedSearchCard search={search} pending={pendingIds.has(search.id)} />
            </li>
          ))}
        </ul>
      )}
      <RenameDialog searches={searches} />
      <DeleteDialog searches={searches} />
    </div>
  );
}

function SavedSearchCard({ search, pending }: { search: SavedSearch; pending: boolean }) {
  const { t } = useTranslation(['saved', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const update = useUpdateSavedSearch();
  const rename = useHistoryDialog(RENAME_DIALOG);
  const remove = useHistoryDialog(DELETE_DIALOG);
  const summary = suggestSearchName(search.filters, t, language, useNearPhrase(search.filters));
  const titleId = `saved-search-${search.id}`;

  const run = () => {
    // Counts as a look at the new matches; the cars show whether or not that reached the server.
    void markSavedSearchRun(search.id).catch(() => undefined);
    const params = paramsForSearch({ filters: search.filters, sort: DEFAULT_SORT });
    navigate(`${localize('/')}?${params.toString()}`);
  };

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.searchHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {search.name}
        </h2>
        {pending ? (
          <Badge variant="neutral">{t('page.pending')}</Badge>
        ) : search.newMatches > 0 ? (
          <Badge variant="accent">{t('page.newMatches', { count: search.newMatches })}</Badge>
        ) : (
          <span className={styles.muted}>{t('page.noNewMatches')}</span>
        )}
      </div>
      {summary !== search.name && <p className={styles.muted}>{summary}</p>}
      <div className={styles.cardTools}>
        <Select
          className={styles.alerts}
          label={t('page.alertsLabel')}
          options={ALERT_FREQUENCIES.map((id) => ({ id, label: t(`alerts.${id}`) }))}
          selectedKey={search.alerts}
          onSelectionChange={(key) =>
            update.mutate(
              { id: search.id, changes: { alerts: key as AlertFrequency, updatedAt: new Date().toISOString() } },
              {
                onSuccess: ({ offline }) =>
                  toast({ title: offline ? t('page.updatedOffline') : t('page.updated'), variant: 'success' }),
                onError: () => toast({ title: t('page.updateFailed'), variant: 'destructive' }),
              },
            )
          }
        />
        <div className={styles.actions} role="group" aria-label={t('page.actionsLabel', { name: search.name })}>
          <Button onPress={run}>{t('page.run')}</Button>
          <Button variant="secondary" onPress={() => rename.open(search.id)}>
            {t('page.rename')}
          </Button>
          <Button variant="ghost" onPress={() => remove.open(search.id)}>
            {t('page.delete')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function RenameDialog({ searches }: { searches: SavedSearch[] }) {
  const { t } = useTranslation('saved');
  const { isOpen, value, onOpenChange, close } = useHistoryDialog(RENAME_DIALOG);
  const search = searches.find((candidate) => candidate.id === value);
  return (
    <Dialog
      isOpen={isOpen && Boolean(search)}
      onOpenChange={onOpenChange}
      size="small"
      title={t('page.renameTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {t('page.cancel')}
          </Button>
          <Button type="submit" form="rename-saved-search-form">
            {t('page.renameSave')}
          </Button>
        </>
      }
    >
      {search && <RenameForm key={search.id} search={search} onDone={close} />}
    </Dialog>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const { t } = useTranslation('saved');
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSavedSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('save.errors.nameRequired'));
    if (trimmed === search.name) return onDone();
    update.mutate(
      { id: search.id, changes: { name: trimmed, updatedAt: new Date().toISOString() } },
      {
        onSuccess: ({ offline }) => {
          toast({ title: offline ? t('page.updatedOffline') : t('page.updated'), variant: 'success' });
          onDone();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.code === SAVED_SEARCH_ERROR_CODES.nameTaken
              ? t('save.errors.nameTaken')
              : t('page.updateFailed'),
          ),
      },
    );
  };
  return (
    <form
      id="rename-saved-search-form"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={update.isPending}
    >
      <TextField
        label={t('save.nameLabel')}
        value={name}
        onChange={setName}
        errorMessage={error}
        maxLength={80}
        isRequired
      />
    </form>
  );
}

function DeleteDialog({ searches }: { searches: SavedSearch[] }) {
  const { t } = useTranslation('saved');
  const { isOpen, value, onOpenChange, close } = useHistoryDialog(DELETE_DIALOG);
  const search = searches.find((candidate) => candidate.id === value);
  const remove = useDeleteSavedSearch();
  const confirm = () => {
    if (!search) return;
    remove.mutate(search.id, {
      onSuccess: ({ offline }) => {
        toast({
          title: t('page.deleted', { name: search.name }),
          description: offline ? t('page.updatedOffline') : undefined,
          variant: 'success',
        });
        close();
      },
      onError: () => toast({ title: t('page.updateFailed'), variant: 'destructive' }),
    });
  };
  return (
    <Dialog
      isOpen={isOpen && Boolean(search)}
      onOpenChange={onOpenChange}
      size="small"
      title={t('page.deleteTitle', { name: search?.name ?? '' })}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {t('page.cancel')}
          </Button>
          <Button variant="danger" onPress={confirm} isPending={remove.isPending}>
            {t('page.deleteConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('page.deleteText')}</p>
    </Dialog>
  );
}
