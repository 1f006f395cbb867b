import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../features/auth/components/require-role';
import MyMessagesPage from '../../features/seller-email/components/my-messages-page';
import { PageMeta } from '../../lib/page-meta';

/** /my-messages: the signed-in buyer's emails to sellers and their state. */
export default function Route() {
  const { t } = useTranslation('messages');
  return (
    <RequireRole area="user">
      <PageMeta title={t('page.title')} />
      <MyMessagesPage />
    </RequireRole>
  );
}
