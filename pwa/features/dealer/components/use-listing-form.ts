import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEALER_MESSAGES,
  dealerListingInputSchema,
  type DealerListingInput,
  type DealerListingPatch,
} from '@contract/dealer-api';
import { ApiError } from '../../../lib/api-client';
import { loadListingDraft, removeListingDraft, saveListingDraft } from '../../../lib/db';
import {
  apiFieldErrors,
  fieldErrorsOf,
  focusFirstError,
  leafField,
  type FieldErrors,
  type FieldMapping,
} from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../ui/toast/toast-store';
import { useCreateListing, useUpdateListing, type OwnListing } from '../api/dealer-queries';
import {
  CHOICE_FIELDS,
  NEW_LISTING_DRAFT_KEY,
  emptyValues,
  toInput,
  valuesOf,
  withDraft,
  type Values,
} from './listing-values';
import { useApiErrorText } from '../../../lib/api-error-text';

/** A field picked from a list (brand, model, fuel, gearbox, body, colour): left empty, it asks for a choice. */
const isChoice = (field: string): field is 'brand' | 'model' | (typeof CHOICE_FIELDS)[number] =>
  field === 'brand' || field === 'model' || (CHOICE_FIELDS as readonly string[]).includes(field);

/** Sets one field as the dealer typed it (a new brand clears the model). */
export type SetValue = <K extends keyof Values>(key: K, value: Values[K]) => void;

/**
 * The listing form's state: the values typed, the problems found (by the contract's schema on the device or
 * by the API), and saving: a new listing is created (published or as a draft), an existing one updated. When
 * photos picked for a new listing are waiting, `created` holds the saved listing while they upload.
 */
export function useListingForm(listing: OwnListing | undefined, onDone: () => void) {
  const { t } = useTranslation('dealer');
  const errorText = useApiErrorText();
  const language = useLanguage();
  const create = useCreateListing();
  const update = useUpdateListing();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, forgetDraft } = useListingDraft(listing ? String(listing.id) : NEW_LISTING_DRAFT_KEY, () =>
    listing ? valuesOf(listing) : emptyValues(language),
  );
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  /** Photos picked but not uploaded yet; a new listing's upload once it is created. */
  const [photosWaiting, setPhotosWaiting] = useState(0);
  const [created, setCreated] = useState<OwnListing | null>(null);

  const mapping: FieldMapping<string> = {
    // The form shows the nested details (additionalDetails.powerKw) as fields of their own.
    fieldOf: leafField,
    messageOf: (message, field) =>
      field === 'vin'
        ? t('errors.vin')
        : isChoice(field) && values[field] === ''
          ? t('errors.choose')
          : message === DEALER_MESSAGES.unknownTown
            ? t('errors.unknownTown')
            : message.startsWith(`${DEALER_MESSAGES.ambiguousTown}: `)
              ? t('errors.ambiguousTown', { candidates: message.slice(DEALER_MESSAGES.ambiguousTown.length + 2) })
              : /required|expected (number|string)/i.test(message)
                ? t('errors.required')
                : message,
  };

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.body?.fields) setErrors(apiFieldErrors(error, mapping));
    toast({
      variant: 'destructive',
      title: t('listing.failed'),
      description: errorText(error),
    });
  };

  const finish = (title: string) => {
    forgetDraft();
    toast({ variant: 'success', title });
    onDone();
  };

  const submit = (status: 'active' | 'draft') => {
    const body = toInput(values, status);
    const checked = dealerListingInputSchema.safeParse(body);
    if (!checked.success) {
      const found = fieldErrorsOf(checked.error.issues, mapping);
      setErrors(found);
      focusFirstError(formRef.current, found);
      return;
    }
    setErrors({});
    if (listing) {
      const { status: _status, ...patch } = body;
      update.mutate(
        { id: listing.id, patch: patch as DealerListingPatch },
        { onSuccess: () => finish(t('listing.updated')), onError },
      );
      return;
    }
    create.mutate(body as DealerListingInput, {
      onSuccess: (saved) => {
        const title = status === 'draft' ? t('listing.draftSaved') : t('listing.created');
        if (photosWaiting === 0) return finish(title);
        // The photos picked meanwhile upload now, with their progress shown.
        forgetDraft();
        toast({ variant: 'success', title });
        setCreated(saved);
      },
      onError,
    });
  };

  const pending = create.isPending || update.isPending;
  return { formRef, values, set, errors, submit, pending, created, setPhotosWaiting, forgetDraft };
}

/**
 * The values typed, kept on the device as a draft while they are typed (so a reload, a lost connection or an
 * app update loses nothing); a stored draft comes back unless the dealer has started typing meanwhile.
 */
function useListingDraft(draftKey: string, initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const touched = useRef(false);

  useEffect(() => {
    let current = true;
    void loadListingDraft(draftKey).then((draft) => {
      if (current && draft && !touched.current) setValues((shown) => withDraft(shown, draft));
    });
    return () => {
      current = false;
    };
  }, [draftKey]);

  useEffect(() => {
    if (!touched.current) return;
    const timer = setTimeout(() => {
      // Not after the form was sent or discarded (its draft is gone then).
      if (touched.current) void saveListingDraft(draftKey, { ...values });
    }, 300);
    return () => clearTimeout(timer);
  }, [draftKey, values]);

  const set: SetValue = (key, value) => {
    touched.current = true;
    setValues((current) => ({ ...current, ...(key === 'brand' ? { model: '' } : {}), [key]: value }));
  };

  const forgetDraft = () => {
    touched.current = false;
    void removeListingDraft(draftKey);
  };

  return { values, set, forgetDraft };
}
