// The repair-shop search tab's panel (for signed-in people; the home search section loads it when the tab
// is opened). Free of zod at run time (zod-free.test.ts): only types come from @contract/repair-shops.
export { RepairSearchPanel } from './components/repair-search-panel';
