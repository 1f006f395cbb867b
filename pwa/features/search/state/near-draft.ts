/**
 * The search form's "where": a place (typed, picked from the suggestions, or the browser's location) and a
 * radius, as the form holds them, and the `near` and `radiusKm` filters they give. Kept apart from the rest
 * of the form's values so each part of the form stays in its own file.
 */
import { isRadiusKm, parseNear, type RadiusKm } from '@contract/near';
import type { SearchFilters } from '@contract/search-semantics';

export interface NearDraft {
  /**
   * What the place field holds as typed; null while it shows the `near` of the search as it is (a link's
   * place, named once the gazetteer has loaded).
   */
  text: string | null;
  /** The `near` value the text names: picked from the list, named exactly, or the browser's point. */
  near?: string;
  radiusKm?: RadiusKm;
}

export type NearError = 'unknownPlace';

export function emptyNearDraft(): NearDraft {
  return { text: '' };
}

export function nearDraftFromFilters(filters: Pick<SearchFilters, 'near' | 'radiusKm'>): NearDraft {
  if (!filters.near) return emptyNearDraft();
  return { text: null, near: filters.near, ...(filters.radiusKm !== undefined ? { radiusKm: filters.radiusKm } : {}) };
}

/** The draft after the place field's text changed: the text names a place exactly or not (`exact`). */
export function withPlaceText(draft: NearDraft, text: string, exact: string | undefined): NearDraft {
  return { ...draft, text, near: exact };
}

/** The draft with a place picked from the list, or the browser's point ("My location"). */
export function withPlace(draft: NearDraft, near: string, text: string): NearDraft {
  return { ...draft, text, near };
}

export function withRadius(draft: NearDraft, radiusKm: number | undefined): NearDraft {
  const next: NearDraft = { ...draft };
  if (isRadiusKm(radiusKm)) next.radiusKm = radiusKm;
  else delete next.radiusKm;
  return next;
}

/** Whether a place is set (or named by the text): the radius and the distance sort need one. */
export function hasPlace(draft: NearDraft): boolean {
  return draft.near !== undefined && (draft.text === null || draft.text.trim() !== '');
}

/**
 * The `near` and `radiusKm` filters of the draft, or why it cannot be searched: a text that names no place
 * we know (never searched as if the field were empty). An empty field: no place and no radius.
 */
export function nearFiltersFromDraft(
  draft: NearDraft,
): { ok: true; filters: Pick<SearchFilters, 'near' | 'radiusKm'> } | { ok: false; error: NearError } {
  const typed = draft.text === null ? null : draft.text.trim();
  if (typed === '') return { ok: true, filters: {} };
  if (!draft.near || !parseNear(draft.near))
    return typed === null ? { ok: true, filters: {} } : { ok: false, error: 'unknownPlace' };
  return {
    ok: true,
    filters: { near: draft.near, ...(draft.radiusKm !== undefined ? { radiusKm: draft.radiusKm } : {}) },
  };
}
