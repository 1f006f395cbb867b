// What other features use from the admin area: the home page's "Reset cars" button for the admin (loaded
// lazily, only for that user). The admin panel itself is imported by its route.
export { default as ResetCarsButton } from './components/reset-cars-button';
