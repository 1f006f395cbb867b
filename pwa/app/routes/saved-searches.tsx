import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../features/auth';
import SavedSearchesPage from '../../features/saved-searches/components/saved-searches-page';
import { PageMeta } from '../layout/page-meta';

/** /saved-searches: the signed-in buyer's saved searches (others go to /auth and come back). */
export default function Route() {
  const { t } = useTranslation('saved');
  return (
    <RequireRole area="user">
      <PageMeta title={t('page.title')} />
      <SavedSearchesPage />
    </RequireRole>
  );
}
