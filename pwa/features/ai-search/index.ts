// The AI and voice search tabs' panels (for signed-in people; the search section shows them). Free of
// zod at run time (zod-free.test.ts): only types come from @contract/ai-search.
export { AiSearchPanel, type AiSearchPanelProps } from './components/ai-search-panel';
export { VoiceSearchPanel, type VoiceSearchPanelProps } from './components/voice-search-panel';
// Filters as readable chips (also the admin's "Fetch real cars" shows the filters it imports by).
export { filterChips, type FilterChip } from './state/filter-chips';
export { useFilterChipText, type ChipText } from './state/use-filter-chip-text';
