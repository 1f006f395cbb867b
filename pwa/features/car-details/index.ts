// The car details' public surface: the dialog over the search results and the card's "View details" button.
// Other features import from here only. The /car/{id} page (components/car-detail-page) is imported by its route
// directly: through this index, the search on the home page would bring the whole page into the first load.
export { ViewDetailsButton, type ViewDetailsButtonProps } from './components/view-details-button';
// The dialog itself loads on intent: the page mounts this, which fetches it when a car is opened.
export { CarDetailDialogOnIntent } from './components/car-detail-dialog-on-intent';
