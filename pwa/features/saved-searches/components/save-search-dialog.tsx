/**
 * The save dialog: a name prefilled from the filters in the interface language, how often to be emailed
 * about new matches, and Save. Visitors see why an account is needed and the way to one instead.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  ALERT_FREQUENCIES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_ERROR_CODES,
  type AlertFrequency,
} from '@contract/saved-search-constants';
import type { SearchFilters } from '@contract/search-semantics';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useCurrentUser } from '../../auth';
import { useCreateSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../state/use-saved-searches';
import { suggestSearchName } from '../state/search-name';
import { useNearPhrase } from '../../../lib/near-place';
import { SAVE_SEARCH_DIALOG } from './dialog-names';
import * as styles from './saved-searches.css';

const FORM_ID = 'save-search-form';

export default function SaveSearchDialog({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation(['saved', 'common']);
  const language = useLanguage();
  const { isOpen, onOpenChange, close } = useHistoryDialog(SAVE_SEARCH_DIALOG);
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const suggested = suggestSearchName(filters, t, language, useNearPhrase(filters));

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="small"
      title={signedIn || user.isPending ? t('save.dialogTitle') : t('save.registerTitle')}
      footer={signedIn ? <SaveFooter onCancel={close} /> : user.isPending ? null : <RegisterFooter onCancel={close} />}
    >
      {signedIn ? (
        <SaveForm filters={filters} suggested={suggested} onSaved={close} />
      ) : user.isPending ? null : (
        <p>{t('save.registerText')}</p>
      )}
    </Dialog>
  );
}

function SaveFooter({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('saved');
  return (
    <>
      <Button variant="secondary" onPress={onCancel}>
        {t('save.cancel')}
      </Button>
      <Button type="submit" form={FORM_ID}>
        {t('save.submit')}
      </Button>
    </>
  );
}

function RegisterFooter({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('saved');
  const { localize } = useLocalizedPath();
  const location = useLocation();
  const params = new URLSearchParams({ mode: 'register', next: `${location.pathname}${location.search}` });
  return (
    <>
      <Button variant="secondary" onPress={onCancel}>
        {t('save.notNow')}
      </Button>
      <ButtonLink to={`${localize('/auth')}?${params.toString()}`}>{t('save.register')}</ButtonLink>
    </>
  );
}

function SaveForm({ filters, suggested, onSaved }: { filters: SearchFilters; suggested: string; onSaved: () => void }) {
  const { t } = useTranslation('saved');
  // The suggestion follows the filters until the person types: results that settle just after the dialog opened
  // (an AI search still applying its criteria) must not leave a name describing the search before them.
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? suggested;
  const [alerts, setAlerts] = useState<AlertFrequency>('daily');
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const create = useCreateSavedSearch();
  const update = useUpdateSavedSearch();
  const existing = useSavedSearches();
  const [replaceId, setReplaceId] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('save.errors.nameRequired'));
      return;
    }
    setNameError(undefined);
    setFormError(undefined);
    setReplaceId(null);
    create.mutate(
      { name: trimmed, filters, alerts },
      {
        onSuccess: ({ search: saved, offline }) => {
          toast({
            title: t('save.savedTitle'),
            description: offline
              ? t('save.savedOffline', { name: saved.name })
              : t('save.savedText', { name: saved.name }),
            variant: 'success',
          });
          onSaved();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          if (code === SAVED_SEARCH_ERROR_CODES.nameTaken) {
            setNameError(t('save.errors.nameTaken'));
            const key = trimmed.toLocaleLowerCase();
            setReplaceId(
              existing.data?.savedSearches.find((search) => search.name.toLocaleLowerCase() === key)?.id ?? null,
            );
          } else if (code === SAVED_SEARCH_ERROR_CODES.limitReached)
            setFormError(t('save.errors.limitReached', { limit: MAX_SAVED_SEARCHES }));
          else setFormError(t('save.errors.generic'));
        },
      },
    );
  };

  return (
    <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate aria-busy={create.isPending}>
      <TextField
        label={t('save.nameLabel')}
        description={t('save.nameDescription')}
        value={name}
        onChange={setName}
        errorMessage={nameError}
        maxLength={80}
        isRequired
      />
      <Select
        label={t('save.alertsLabel')}
        options={ALERT_FREQUENCIES.map((id) => ({ id, label: t(`alerts.${id}`) }))}
        selectedKey={alerts}
        onSelectionChange={(key) => setAlerts(key as AlertFrequency)}
      />
      {replaceId && (
        <div className={styles.replace}>
          <p>{t('replace.question', { name: name.trim() })}</p>
          <Button
            variant="secondary"
            isPending={update.isPending}
            onPress={() =>
              update.mutate(
                { id: replaceId, changes: { filters, updatedAt: new Date().toISOString() } },
                {
                  onSuccess: ({ search: saved }) => {
                    toast({ title: t('replace.replaced', { name: saved.name }), variant: 'success' });
                    onSaved();
                  },
                  onError: () => setFormError(t('save.errors.generic')),
                },
              )
            }
          >
            {t('replace.confirm')}
          </Button>
        </div>
      )}
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      {create.isPending && <p role="status">{t('save.saving')}</p>}
    </form>
  );
}
