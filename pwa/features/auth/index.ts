/**
 * What other parts of the app use from the accounts feature. Everything here is free of zod, so it may be
 * used on the home page (header-imports.test.ts checks the header's part). The account pages and their
 * forms are imported by their route files directly (they are lazily loaded and use the contract's schemas).
 */
export { currentUserQueryOptions, getCurrentUser, useCurrentUser, userKeys } from './api/get-current-user';
export { useLogout } from './api/logout';
export { AccountMenu, AccountPlaceholder } from './components/account-menu';
export { RequireRole, type ProtectedArea } from './components/require-role';
export { displayName } from './utils/display-name';
