import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { OwnListing } from '../api/dealer-queries';
import {
  EquipmentFields,
  ListingDetailsFields,
  ModelFields,
  PriceFields,
  TechnicalFields,
  VinField,
} from './listing-fields';
import { PhotoManager } from './photo-manager';
import { useListingForm } from './use-listing-form';
import * as styles from './dealer.css';

/**
 * Every field of a car listing, from the catalog's brands and models and the fixed lists, checked by the
 * contract's schema as the server checks it (the VIN’s check digit included where its market demands one). A new listing's half-filled form is
 * kept on the device while it is typed, so a reload, a lost connection or an app update loses nothing.
 */
export function ListingForm({ listing, onDone }: { listing?: OwnListing; onDone: () => void }) {
  const { t } = useTranslation('dealer');
  const { formRef, values, errors, set, created, submit, pending, setPhotosWaiting, forgetDraft } = useListingForm(
    listing,
    onDone,
  );
  const section = { values, errors, set };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit('active');
  };

  const formId = `listing-form-${listing?.id ?? 'new'}`;
  // The photos stay mounted when a new listing is saved, so the ones picked before upload right after.
  return (
    <div className={styles.form}>
      {created ? (
        <UploadingNotice formId={formId} created={created} />
      ) : (
        <form
          id={formId}
          ref={formRef}
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={
            listing ? t('listing.editTitle', { car: `${listing.brand} ${listing.model}` }) : t('dashboard.tabs.add')
          }
        >
          {!listing && <p className={styles.muted}>{t('listing.draftKept')}</p>}
          <p className={styles.muted}>{t('listing.requiredLegend')}</p>
          <div className={styles.grid}>
            <VinField {...section} />
            <ModelFields {...section} />
            <PriceFields listingId={listing?.id} {...section} />
            <TechnicalFields {...section} />
            <ListingDetailsFields {...section} />
          </div>
          <EquipmentFields values={values} set={set} />
        </form>
      )}
      <PhotoManager
        carId={listing?.id ?? created?.id ?? null}
        photos={listing?.photos}
        onPendingChange={setPhotosWaiting}
        onIdle={(failed) => {
          if (created && failed === 0) onDone();
        }}
      />
      {created ? (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onDone}>
            {t('photos.done')}
          </Button>
        </div>
      ) : (
        <ListingActions
          formId={formId}
          isNew={!listing}
          pending={pending}
          onSaveDraft={() => submit('draft')}
          onDiscard={() => {
            forgetDraft();
            onDone();
          }}
        />
      )}
    </div>
  );
}

/** After a new listing was saved: its photos picked meanwhile are uploading. */
function UploadingNotice({ formId, created }: { formId: string; created: OwnListing }) {
  const { t } = useTranslation('dealer');
  return (
    <section className={styles.form} aria-labelledby={`${formId}-uploading`}>
      <h2 id={`${formId}-uploading`} className={styles.title}>
        {t('photos.uploadingTitle')}
      </h2>
      <p className={styles.muted}>{t('photos.uploadingIntro', { car: `${created.brand} ${created.model}` })}</p>
    </section>
  );
}

interface ListingActionsProps {
  formId: string;
  isNew: boolean;
  pending: boolean;
  onSaveDraft: () => void;
  onDiscard: () => void;
}

/** Publish (or save the changes), save as a draft (a new listing only), and cancel or discard the draft. */
function ListingActions({ formId, isNew, pending, onSaveDraft, onDiscard }: ListingActionsProps) {
  const { t } = useTranslation('dealer');
  return (
    <div className={styles.actions}>
      <Button type="submit" form={formId} isPending={pending}>
        {isNew ? t('listing.publish') : t('listing.saveChanges')}
      </Button>
      {isNew && (
        <Button variant="secondary" isDisabled={pending} onPress={onSaveDraft}>
          {t('listing.saveDraft')}
        </Button>
      )}
      <Button variant="ghost" onPress={onDiscard}>
        {isNew ? t('listing.discardDraft') : t('listing.cancel')}
      </Button>
    </div>
  );
}
