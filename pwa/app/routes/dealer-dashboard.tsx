import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../features/auth';
import { CompareIcon } from '../../ui/icons';
import { PlaceholderPage } from './placeholder-page';

/** /dealer-dashboard: dealers, premium dealers and admins (others go to /auth). The dashboard comes with its own issue. */
export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <RequireRole area="dealer">
      <PlaceholderPage title={t('areas.dealerDashboard.title')} text={t('areas.dealerDashboard.text')} icon={<CompareIcon size={28} />} />
    </RequireRole>
  );
}
