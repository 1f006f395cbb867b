// The car details' public surface: the dialog over the search results, the card's "View details" button and
// image, and the "Registration required" prompt. Other features import from here only. The /car/{id} page
// (components/car-detail-page) is imported by its route directly: through this index, the search on the home
// page would bring the whole page into the first load.
export { ViewDetailsButton, type ViewDetailsButtonProps } from './components/view-details-button';
// The dialog itself loads on intent: the search mounts this, which fetches it when a car is opened.
export { CarDetailDialogOnIntent, loadCarDetailDialog } from './components/car-detail-dialog-on-intent';
export { RegistrationRequiredPrompt, type RegistrationRequiredPromptProps } from './components/registration-required-prompt';
export { CAR_DIALOG, useOpenCarDetails } from './hooks/use-open-car-details';
export { REGISTRATION_DIALOG, useRegistrationPrompt, type GatedFeature } from './hooks/use-registration-prompt';
