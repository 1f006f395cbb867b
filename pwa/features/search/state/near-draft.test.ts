import { describe, expect, it } from 'vitest';
import { nearDraftFromFilters, nearFiltersFromDraft, withPlace, withPlaceText, withRadius } from './near-draft';

describe('the form’s place and radius', () => {
  it('a place picked and a radius give `near` and `radiusKm`', () => {
    const draft = withRadius(withPlace({ text: '' }, 'zagreb', 'Zagreb'), 50);
    expect(nearFiltersFromDraft(draft)).toEqual({ ok: true, filters: { near: 'zagreb', radiusKm: 50 } });
  });

  it('a text that names no place is refused, never searched as an empty field', () => {
    expect(nearFiltersFromDraft(withPlaceText({ text: '' }, 'Xyzgrad', undefined))).toEqual({
      ok: false,
      error: 'unknownPlace',
    });
  });

  it('an emptied field takes the radius with it', () => {
    const draft = withPlaceText(withRadius(withPlace({ text: '' }, 'split', 'Split'), 25), '', undefined);
    expect(nearFiltersFromDraft(draft)).toEqual({ ok: true, filters: {} });
  });

  it('a link’s place and radius stay as they were until the field is edited', () => {
    const draft = nearDraftFromFilters({ near: 'HR-10000', radiusKm: 100 });
    expect(draft.text).toBeNull();
    expect(nearFiltersFromDraft(draft)).toEqual({ ok: true, filters: { near: 'HR-10000', radiusKm: 100 } });
    expect(nearFiltersFromDraft(withRadius(draft, undefined))).toEqual({ ok: true, filters: { near: 'HR-10000' } });
  });

  it('a radius that is not one of the offered ones is no radius', () => {
    expect(withRadius({ text: null, near: 'zagreb' }, 42).radiusKm).toBeUndefined();
  });
});
