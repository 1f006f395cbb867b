import { AUTH_ERROR_CODES } from '@contract/auth';
import { ApiError } from '../../../lib/api-client';

/** Why an emailed link (verification or password reset) cannot be used. */
export type LinkProblem = 'missingToken' | 'invalid' | 'expired' | 'used';

/** The link problem a failed verify-email or reset-password call reports, or null for other failures. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  if (error.code === AUTH_ERROR_CODES.tokenExpired) return 'expired';
  if (error.code === AUTH_ERROR_CODES.tokenUsed) return 'used';
  if (error.code === AUTH_ERROR_CODES.tokenInvalid) return 'invalid';
  // A token the API's schema refused (malformed link).
  if (error.body?.fields?.token) return 'invalid';
  return null;
}
