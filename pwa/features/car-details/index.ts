// The car details' public surface: the dialog over the search results, the /car/{id} page, the card's
// "View details" button and image, and the "Registration required" prompt. Other features import from here only.
export { CarImage, type CarImageProps } from './components/car-image';
export { ViewDetailsButton, type ViewDetailsButtonProps } from './components/view-details-button';
// The dialog itself loads on intent: the search mounts this, which fetches it when a car is opened.
export { CarDetailDialogOnIntent, loadCarDetailDialog } from './components/car-detail-dialog-on-intent';
export { CarDetailPage, type CarDetailPageProps } from './components/car-detail-page';
export { RegistrationRequiredPrompt, type RegistrationRequiredPromptProps } from './components/registration-required-prompt';
export { CAR_DIALOG, useOpenCarDetails } from './hooks/use-open-car-details';
export { REGISTRATION_DIALOG, useRegistrationPrompt, type GatedFeature } from './hooks/use-registration-prompt';
