/**
 * A search's `near` (a place id, a postcode or the browser's point: @contract/near) in words, for the
 * filter chips and the saved searches' names: "within 50 km of Zagreb", "do 50 km od Zagreba", "im Umkreis
 * von 50 km um Zagreb". A place's name needs the gazetteer, which is big: it is loaded here only when a
 * search has a `near` (a chunk of its own, precached by the service worker, so it works offline too).
 */
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { parseNear } from '@contract/near';
import type { Place } from '@contract/places/gazetteer-core';
import type * as NearPointLoading from '@contract/places/near-point-loading';
import { formatNumber } from './format';
import { useLanguage } from './i18n';
import type { Language } from './language';

/** What a `near` value names: a place (found by id or postcode), the browser's point, or nothing we know. */
export type NearSubject = { kind: 'place'; place: Place; postcode?: string } | { kind: 'point' } | { kind: 'unknown' };

type NearPointModule = typeof NearPointLoading;
let loaded: NearPointModule | undefined;
let loading: Promise<NearPointModule> | undefined;

/** The gazetteer's core and its resolver, loaded once (later calls answer the same promise). */
function loadNearResolver(): Promise<NearPointModule> {
  loading ??= import('@contract/places/near-point-loading').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline before the chunk was cached: tried again by the next search that names a place.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const needsGazetteer = (near: string) => {
  const ref = parseNear(near);
  return ref !== undefined && ref.kind !== 'point';
};

/**
 * The subject with the places loaded so far: undefined while they do not say (the gazetteer's core not loaded
 * yet, or a place only the rest of the Union's towns has, until they arrive; a point needs none).
 */
function subjectOf(near: string, complete: boolean): NearSubject | undefined {
  const ref = parseNear(near);
  if (!ref) return { kind: 'unknown' };
  if (ref.kind === 'point') return { kind: 'point' };
  const resolved = loaded?.resolveNearLoaded(near);
  if (!resolved?.place) return complete ? { kind: 'unknown' } : undefined;
  return ref.kind === 'postcode'
    ? { kind: 'place', place: resolved.place, postcode: ref.postcode }
    : { kind: 'place', place: resolved.place };
}

/** The subject of a `near` value now, from what is loaded; undefined when that does not tell yet. */
export function nearSubjectNow(near: string): NearSubject | undefined {
  return subjectOf(near, false);
}

/**
 * The subject of a `near` value; undefined while the places load (a point needs none) or without a `near`.
 * Loads the gazetteer's core only when a place id or postcode has to be read, and the rest of the Union's
 * towns only when the core does not have it.
 */
export function useNearSubject(near: string | undefined): NearSubject | undefined {
  const [settled, setSettled] = useState<string | undefined>();
  const needed = near !== undefined && needsGazetteer(near);
  useEffect(() => {
    if (!needed || subjectOf(near, false)) return;
    let current = true;
    void loadNearResolver()
      .then((module) => module.resolveNearLoading(near))
      .then(
        () => {
          if (current) setSettled(near);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [needed, near]);
  return near === undefined ? undefined : subjectOf(near, settled === near);
}

/**
 * A place as it stands after "within … of" in a language: the Croatian genitive ("od Zagreba") where the
 * gazetteer is sure of it, else a construction that needs no declension ("od općine Lobor", "od mjesta Lug").
 */
export function placeAfterFrom(place: Place, language: Language): string {
  if (language !== 'hr') return place.names[language];
  if (place.hr.certain) return place.hr.gen;
  return `${place.kind === 'municipality' ? 'općine' : 'mjesta'} ${place.names.hr}`;
}

/**
 * "within 50 km of Zagreb" / "near Zagreb" (no radius), "within 50 km of my location"; a postcode keeps its
 * number beside the place it belongs to ("do 25 km od Zagreba (10000)"). Undefined while the place loads.
 */
export function nearPhrase(
  t: TFunction<'common'>,
  subject: NearSubject | undefined,
  radiusKm: number | undefined,
  language: Language,
): string | undefined {
  if (!subject || subject.kind === 'unknown') return undefined;
  const km = radiusKm === undefined ? undefined : formatNumber(radiusKm, language);
  if (subject.kind === 'point')
    return km === undefined ? t('near.aroundMe', { ns: 'common' }) : t('near.withinMe', { ns: 'common', km });
  const name = placeAfterFrom(subject.place, language);
  const place = subject.postcode ? `${name} (${subject.postcode})` : name;
  return km === undefined ? t('near.around', { ns: 'common', place }) : t('near.within', { ns: 'common', km, place });
}

/** The words for a search's `near` and radius in the interface language; undefined without one or while loading. */
export function useNearPhrase(filters: { near?: string; radiusKm?: number }): string | undefined {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const subject = useNearSubject(filters.near);
  return nearPhrase(t, subject, filters.radiusKm, language);
}
