/**
 * Whether the results section is emptied (after an AI or voice search failed) until the next search. Its own
 * module: the classic search restores the results, and the hand-over of other tabs' answers uses the classic search.
 */
import { create } from 'zustand';

interface ResultsClearedState {
  cleared: boolean;
}

export const useResultsCleared = create<ResultsClearedState>(() => ({ cleared: false }));

export function clearSearchResults(): void {
  useResultsCleared.setState({ cleared: true });
}

export function restoreSearchResults(): void {
  if (useResultsCleared.getState().cleared) useResultsCleared.setState({ cleared: false });
}
