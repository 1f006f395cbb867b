/**
 * What other parts of the app use from the accounts feature. Everything here is free of zod, so it may be
 * used on the home page (header-imports.test.ts checks the header's part). The account pages and their
 * forms, and RequireRole, are imported by their route files directly (they are lazily loaded; the page guard's
 * Retry button would bring react-aria into the first load).
 */
export { currentUserQueryOptions, getCurrentUser, useCurrentUser, userKeys } from './api/get-current-user';
export { useLogout } from './api/logout';
export { AccountMenu, AccountPlaceholder } from './components/account-menu';
export { displayName } from './utils/display-name';
