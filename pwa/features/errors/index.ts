// What other features use from the error reporting: the boundary that shows a part's failure in its place.
// The app's shell imports the capture and the fallback page directly.
export { ErrorBoundary } from './error-boundary';
