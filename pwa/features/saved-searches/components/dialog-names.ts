/** History-dialog names of this feature. */
export const SAVE_SEARCH_DIALOG = 'save-search';
