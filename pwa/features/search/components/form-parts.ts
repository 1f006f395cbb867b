/** What the classic form's parts share: their props and the text of a field's error. */
import { useTranslation } from 'react-i18next';
import type { FieldError, FilterFormValues } from '../state/filter-form';

export interface PartProps {
  values: FilterFormValues;
  onChange: (values: FilterFormValues) => void;
}

export function useErrorText() {
  const { t } = useTranslation('search');
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (error.code) {
      case 'notANumber':
        return t('form.error.notANumber');
      case 'tooSmall':
        return t('form.error.tooSmall', { min: error.min });
      case 'tooLarge':
        return t('form.error.tooLarge', { max: error.max });
      case 'belowMin':
        return t('form.error.belowMin');
      case 'notARegistration':
        return t('form.error.notARegistration');
    }
  };
}
