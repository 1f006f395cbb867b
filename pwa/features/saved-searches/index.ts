// Saved searches and watched cars: what other features show (the save button beside the results). The
// pages and dialogs are chunks of their own, loaded when shown.
export { SaveSearchButton } from './components/save-search-button';
export { WatchButton } from './components/watch-button';
