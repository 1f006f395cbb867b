/**
 * Dropdown lists open below their field and stay there: they never flip above it, where they
 * covered the sticky header and jumped as the typed text shortened them. So that a list low on the screen
 * still has room, opening it first scrolls the page (or the sheet) up by what is missing, never so far that
 * the field itself goes under the header (the scroll container's `scroll-padding-top`).
 */

/** Height a list wants below its field: the search box, the list at its full 320 px, paddings and the gap. */
const LIST_ROOM = 400;

function scrollerOf(element: HTMLElement): HTMLElement {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return document.scrollingElement as HTMLElement;
}

/** Scrolls so that `LIST_ROOM` px are free below `field` (as far as the field can go up). */
export function makeRoomBelow(field: HTMLElement | null, wanted = LIST_ROOM): void {
  if (!field) return;
  const scroller = scrollerOf(field);
  const isPage = scroller === document.scrollingElement;
  const view = isPage ? { top: 0, bottom: window.innerHeight } : scroller.getBoundingClientRect();
  const rect = field.getBoundingClientRect();
  const missing = wanted - (view.bottom - rect.bottom);
  if (missing <= 0) return;
  const keepClear = parseFloat(getComputedStyle(scroller).scrollPaddingTop) || 0;
  const upTo = rect.top - view.top - keepClear;
  const by = Math.min(missing, Math.max(0, upTo));
  if (by > 0) scroller.scrollBy({ top: by, behavior: 'instant' });
}
