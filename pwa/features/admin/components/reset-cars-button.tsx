import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';
import { carKeys } from '../../cars';
import { ConfirmDialog } from './confirm-dialog';
import { useApiErrorText } from '../../../lib/api-error-text';

/**
 * The home page's reset-cars button for the user named 'admin': after a confirmation,
 * POST /api/cars/reset replaces the demo listings; the cars shown are refreshed; a failure shows an error notice.
 */
export default function ResetCarsButton() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const errorText = useApiErrorText();
  const reset = useMutation({
    mutationFn: () => api.post<{ message: string; count: number }>('/api/cars/reset'),
    onSuccess: async ({ count }) => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
      toast({ variant: 'success', title: t('reset.done', { count }) });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ variant: 'destructive', title: t('reset.failed'), description: errorText(error) });
    },
  });
  return (
    <>
      <div>
        <Button variant="secondary" size="small" onPress={() => setConfirming(true)}>
          {t('reset.button')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('reset.title')}
        confirmLabel={t('reset.confirm')}
        destructive
        isPending={reset.isPending}
        onConfirm={() => reset.mutate()}
      >
        <p>{t('reset.text')}</p>
      </ConfirmDialog>
    </>
  );
}
