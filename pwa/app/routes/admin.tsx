import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../features/auth';
import { AlertIcon } from '../../ui/icons';
import { PlaceholderPage } from './placeholder-page';

/** /admin: admins only (others go to /auth). The panel itself comes with its own issue. */
export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <RequireRole area="admin">
      <PlaceholderPage title={t('areas.admin.title')} text={t('areas.admin.text')} icon={<AlertIcon size={28} />} />
    </RequireRole>
  );
}
