import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast/toast-store';
import { useLogout } from '../api/logout';

/** Signing out, with one of two notices: 'Logged out successfully' or 'Logout Failed'. */
export function useSignOut() {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  const signOut = (options: { onSuccess?: () => void } = {}) => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('logout.successTitle'), description: t('logout.successText') });
        options.onSuccess?.();
      },
      onError: () =>
        toast({ variant: 'destructive', title: t('logout.failedTitle'), description: t('logout.failedText') }),
    });
  };
  return { signOut, isPending: logout.isPending };
}
