import { useCallback } from 'react';
import { useHistoryDialog } from '../../../lib/use-history-dialog';

/** The history-dialog name of the "Registration required" prompt; its value is the feature asked for. */
export const REGISTRATION_DIALOG = 'registration';

/** Features that need an account; the prompt says what the account is for. */
export type GatedFeature = 'email' | 'analysis';

export function isGatedFeature(value: unknown): value is GatedFeature {
  return value === 'email' || value === 'analysis';
}

/** Opens the "Registration required" prompt for a feature (a history entry, like every dialog). */
export function useRegistrationPrompt(): (feature?: GatedFeature) => void {
  const { open } = useHistoryDialog(REGISTRATION_DIALOG);
  return useCallback((feature) => open(feature), [open]);
}
