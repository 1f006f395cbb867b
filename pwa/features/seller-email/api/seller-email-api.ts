/**
 * POST /api/generate-email and GET /api/seller-emails, and what their errors mean for the
 * dialog. Sending goes through the outbox (lib/outbox): POST /api/send-contact-email with an
 * Idempotency-Key.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  EmailErrorBody,
  EmailLanguage,
  GenerateEmailRequest,
  GenerateEmailResponse,
  SellerEmailsResponse,
} from '@contract/seller-email';
import { EMAIL_ERROR_TYPES } from '@contract/seller-email';
import { ApiError, api } from '../../../lib/api-client';
import { isNetworkFailure } from '../../../lib/network-status';
import { userKeys } from '../../auth';

export const SEND_CONTACT_EMAIL_PATH = '/api/send-contact-email';

export function generateEmail(request: GenerateEmailRequest, signal?: AbortSignal): Promise<GenerateEmailResponse> {
  return api.post<GenerateEmailResponse>('/api/generate-email', request, { signal });
}

export const sellerEmailKeys = {
  all: [...userKeys.all, 'seller-emails'] as const,
  list: (carId?: number) => [...userKeys.all, 'seller-emails', carId ?? 'all'] as const,
};

export function sellerEmailsQueryOptions(carId?: number) {
  return queryOptions({
    queryKey: sellerEmailKeys.list(carId),
    queryFn: ({ signal }) =>
      api.get<SellerEmailsResponse>(`/api/seller-emails?pageSize=100${carId === undefined ? '' : `&carId=${carId}`}`, {
        signal,
      }),
    staleTime: 0,
  });
}

/** What went wrong, as the dialog tells it. */
export type EmailProblem =
  | { kind: 'offline' }
  | { kind: 'quota' }
  | { kind: 'alreadySent'; language: EmailLanguage }
  | { kind: 'generation'; message: string | null }
  | { kind: 'noSellerEmail' }
  | { kind: 'rateLimited' }
  | { kind: 'communication' }
  | { kind: 'other'; message: string | null };

export function emailProblemOf(error: unknown, language: EmailLanguage): EmailProblem {
  if (isNetworkFailure(error)) return { kind: 'offline' };
  if (!(error instanceof ApiError)) return { kind: 'other', message: null };
  if (error.status >= 500 && !error.body) return { kind: 'communication' };
  const body = error.body as Partial<EmailErrorBody> | null;
  if (!body) return error.status === 429 ? { kind: 'quota' } : { kind: 'communication' };
  return problemFromBody(body, language);
}

export function problemFromBody(body: Partial<EmailErrorBody>, language: EmailLanguage): EmailProblem {
  switch (body.errorType ?? body.code) {
    case EMAIL_ERROR_TYPES.quotaExceeded:
      return { kind: 'quota' };
    case EMAIL_ERROR_TYPES.alreadySent:
      return { kind: 'alreadySent', language: (body.language as EmailLanguage | undefined) ?? language };
    case EMAIL_ERROR_TYPES.generationError:
      return { kind: 'generation', message: body.message ?? null };
    case EMAIL_ERROR_TYPES.noSellerEmail:
      return { kind: 'noSellerEmail' };
    case 'rate_limited':
      return { kind: 'rateLimited' };
    default:
      return { kind: 'other', message: body.message ?? null };
  }
}
