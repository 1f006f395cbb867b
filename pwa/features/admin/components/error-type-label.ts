import type { TFunction } from 'i18next';

/**
 * An error's type as the admin reads it: the bare JavaScript "Error" (a type no more specific than "an error")
 * in the admin's language; named types (TypeError, ApiError …) as the code calls them, so they can be searched.
 */
export function errorTypeLabel(type: string, t: TFunction<'admin'>): string {
  return type === 'Error' ? t('errors.genericType') : type;
}
