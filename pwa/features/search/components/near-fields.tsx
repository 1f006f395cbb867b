/**
 * The search form's "where": a place field (a town or a postcode, with suggestions from the gazetteer,
 * which loads when the person turns to the field), "Use my location" (the browser is asked only when it is
 * pressed, and the point is rounded to about a kilometre before it goes anywhere), and the radius.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RADIUS_OPTIONS, nearFromPoint, parseNear } from '@contract/near';
import { formatNumber } from '../../../lib/format';
import { locateOnce, type LocateResult } from '../../../lib/geolocation';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { MapPinIcon } from '../../../ui/icons/map-pin';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { withPlace, withPlaceText, withRadius, type NearDraft, type NearError } from '../state/near-draft';
import { usePlaceSearch } from '../state/use-place-search';
import * as styles from './near-fields.css';
import type * as PlaceComboChunk from './place-combo';

const ANY = 'any';

// The combobox's code comes when the person turns to the field; until then a plain text field stands in.
type PlaceComboModule = typeof PlaceComboChunk;
let placeCombo: PlaceComboModule['default'] | undefined;
const loadPlaceCombo = () =>
  import('./place-combo').then((module) => {
    placeCombo = module.default;
    return module.default;
  });

export interface NearFieldsProps {
  /** The form's id prefix: the place input is `${formId}-near` (a failed search focuses it). */
  formId: string;
  draft: NearDraft;
  onChange: (draft: NearDraft) => void;
  error?: NearError;
}

type Locating =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'failed'; reason: Exclude<LocateResult, { ok: true }>['reason'] };

export function NearFields({ formId, draft, onChange, error }: NearFieldsProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const ref = draft.near ? parseNear(draft.near) : undefined;
  const isPoint = ref?.kind === 'point';
  // A link's place is named as soon as the field shows it; otherwise the gazetteer waits for the person.
  const {
    placeSearch,
    load: loadPlaces,
    loadMore: loadMorePlaces,
  } = usePlaceSearch(draft.text === null && ref !== undefined && !isPoint);
  const [locating, setLocating] = useState<Locating>({ status: 'idle' });
  const [combo, setCombo] = useState<{ Component: PlaceComboModule['default']; takeFocus: boolean } | undefined>(() =>
    placeCombo ? { Component: placeCombo, takeFocus: false } : undefined,
  );
  const inputId = `${formId}-near`;
  const load = () => {
    loadPlaces();
    if (combo) return;
    void loadPlaceCombo().then((Component) =>
      // The combobox takes the focus over when the stand-in has it when it arrives (a tap, Tab, typing).
      setCombo((current) => current ?? { Component, takeFocus: document.activeElement?.id === inputId }),
    );
  };
  // A link's place: the field is a combobox from the start.
  const hasPlaceNow = draft.near !== undefined;
  useEffect(() => {
    if (hasPlaceNow && !combo)
      void loadPlaceCombo().then((Component) => setCombo((current) => current ?? { Component, takeFocus: false }));
  }, [hasPlaceNow, combo]);

  const shown =
    draft.text ??
    (isPoint ? t('form.near.myLocation') : draft.near ? (placeSearch?.labelOfNear(draft.near, language) ?? '') : '');
  // The same list while the text is the same: a new one each render (the live count re-renders the form) would
  // rebuild the list under the person's finger. None once the text is the place chosen (the list closes).
  const typed = draft.text;
  const chosen = draft.near;
  const options = useMemo(() => {
    if (!placeSearch || !typed) return [];
    if (chosen !== undefined && placeSearch.labelOfNear(chosen, language) === typed) return [];
    return placeSearch
      .suggestPlaces(typed, language)
      .map((option) => ({ id: option.near, label: option.label, detail: option.detail }));
  }, [placeSearch, typed, chosen, language]);

  // The rest of the Union's towns, when the core is short of suggestions or does not know the place chosen.
  useEffect(() => {
    if (placeSearch?.mayFindMore(typed, chosen, language)) loadMorePlaces();
  }, [placeSearch, typed, chosen, language, loadMorePlaces]);

  // Typed before the gazetteer arrived: read the text once it is here.
  useEffect(() => {
    if (!placeSearch || draft.text === null || draft.near !== undefined || !draft.text.trim()) return;
    const exact = placeSearch.exactPlace(draft.text, language);
    if (exact) onChange(withPlaceText(draft, draft.text, exact.near));
  }, [placeSearch, draft, language, onChange]);

  const type = (text: string) => {
    if (text === shown) return;
    setLocating({ status: 'idle' });
    onChange(withPlaceText(draft, text, placeSearch?.exactPlace(text, language)?.near));
    load();
  };

  const locateMe = async () => {
    setLocating({ status: 'locating' });
    const result = await locateOnce();
    if (!result.ok) {
      setLocating({ status: 'failed', reason: result.reason });
      return;
    }
    setLocating({ status: 'idle' });
    // Rounded to about a kilometre: enough for the smallest radius, and the address never holds the door.
    onChange({ ...withPlace(draft, nearFromPoint(result.point), ''), text: null });
  };

  const errorMessage = error ? t(`form.near.error.${error}`) : undefined;
  const standIn = (
    <div onPointerEnter={load}>
      <TextField
        id={inputId}
        label={t('form.near.place')}
        placeholder={t('form.near.placeholder')}
        autoComplete="off"
        value={shown}
        onChange={type}
        onFocus={load}
        errorMessage={errorMessage}
      />
    </div>
  );

  const hasText = draft.near !== undefined || (draft.text ?? '').trim() !== '';
  const radiusOptions = [
    { id: ANY, label: t('form.near.anyDistance') },
    ...RADIUS_OPTIONS.map((km) => ({
      id: String(km),
      label: t('form.near.within', { km: formatNumber(km, language) }),
    })),
  ];

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('form.near.legend')}</legend>
      <div className={styles.row}>
        <div className={styles.place}>
          {!combo ? (
            standIn
          ) : (
            <combo.Component
              takeFocus={combo.takeFocus}
              id={inputId}
              label={t('form.near.place')}
              placeholder={t('form.near.placeholder')}
              options={options}
              inputValue={shown}
              onInputChange={type}
              onSelect={(option) => onChange(withPlace(draft, option.id, option.label))}
              onIntent={loadPlaces}
              errorMessage={errorMessage}
            />
          )}
          <Button
            variant="ghost"
            className={styles.locate}
            onPress={() => void locateMe()}
            isPending={locating.status === 'locating'}
          >
            <MapPinIcon size={18} />
            {locating.status === 'locating' ? t('form.near.locating') : t('form.near.useMyLocation')}
          </Button>
          <p className={styles.status} role="status" aria-live="polite">
            {locating.status === 'failed' ? t(`form.near.locateFailed.${locating.reason}`) : null}
          </p>
        </div>
        <Select
          className={styles.radius}
          label={t('form.near.radius')}
          options={radiusOptions}
          selectedKey={draft.radiusKm !== undefined ? String(draft.radiusKm) : ANY}
          onSelectionChange={(key) => onChange(withRadius(draft, key === ANY ? undefined : Number(key)))}
          isDisabled={!hasText}
          description={hasText ? undefined : t('form.near.placeFirst')}
        />
      </div>
    </fieldset>
  );
}
