import { useTranslation } from 'react-i18next';
import type { EmailProblem } from '../api/seller-email-api';

/** The fixed text for an email problem, in the site language. */
export function ProblemText({ problem }: { problem: EmailProblem }) {
  const { t } = useTranslation('messages');
  switch (problem.kind) {
    case 'quota':
      return <>{t('errors.quota')}</>;
    case 'alreadySent':
      return <>{t(`errors.alreadySent.${problem.language}`)}</>;
    case 'generation':
      return <>{problem.message ?? t('errors.generation')}</>;
    case 'noSellerEmail':
      return <>{t('errors.noSellerEmail')}</>;
    case 'rateLimited':
      return <>{t('errors.rateLimited')}</>;
    case 'communication':
    case 'offline':
      return <>{t('errors.communication')}</>;
    default:
      return <>{problem.message ?? t('errors.unexpected')}</>;
  }
}
