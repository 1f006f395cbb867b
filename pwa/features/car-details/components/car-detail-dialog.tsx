import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { Button } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons/close';
import * as dialogStyles from '../../../ui/dialog.css';
import { useCar } from '../../cars';
import { useCountCarView } from '../hooks/use-count-car-view';
import { CAR_DIALOG, carIdFromDialogValue } from '../hooks/use-open-car-details';
import { CarDetailContent } from './car-detail-content';
import { BackButton } from './back-to-search';
import * as styles from './car-detail-dialog.css';

/**
 * The car details as a large dialog over the search (full screen below 768 px). Mount once (the home page);
 * it shows the car whose id is the 'car' history dialog's value (`useOpenCarDetails`), so back, Escape and
 * the Android back gesture close it, and forward opens it again. Each opening counts one view.
 */
export function CarDetailDialog() {
  const { t } = useTranslation();
  const { t: d } = useTranslation('details');
  const { isOpen, value, onOpenChange, close } = useHistoryDialog(CAR_DIALOG);
  const openId = isOpen ? carIdFromDialogValue(value) : null;
  // The car stays on screen while the dialog animates out.
  const [shownId, setShownId] = useState(openId);
  if (openId !== null && openId !== shownId) setShownId(openId);
  const id = isOpen ? openId : shownId;

  const query = useCar(id);
  const car = query.data?.car;
  useCountCarView(openId, { isOpen, isShown: query.data !== undefined });

  // Until the car is there (loading, not found, an error) the dialog is just "Car details"; the body says the rest.
  const title = car ? `${car.brand} ${car.model}` : d('dialogLabel');

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <AriaDialog className={dialogStyles.dialog}>
          <div className={styles.header}>
            <div className={styles.heading}>
              <Heading slot="title" level={2} className={styles.title}>
                {title}
              </Heading>
              {car?.modelDescription && <p className={styles.subtitle}>{car.modelDescription}</p>}
            </div>
            <Button variant="ghost" isIconOnly aria-label={t('ui.close')} onPress={close}>
              <CloseIcon />
            </Button>
          </div>
          <div className={styles.body}>
            {/* An entry whose value is no car id (a hand-made link) says "not found" like the page does. */}
            <CarDetailContent
              key={id ?? 'none'}
              id={id}
              query={query}
              variant="dialog"
              back={<BackButton onPress={close} />}
            />
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
