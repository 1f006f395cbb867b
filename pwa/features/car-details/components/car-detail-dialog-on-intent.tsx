import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenDialogs } from '../../../lib/use-history-dialog';
import { overlay } from '../../../ui/dialog.css';
import { Spinner } from '../../../ui/spinner';
import { CAR_DIALOG } from '../hooks/use-open-car-details';

/** The dialog's code: fetched when someone shows intent ("View details" hovered, focused or touched). */
export const loadCarDetailDialog = () => import('./car-detail-dialog');
const CarDetailDialog = lazy(() => loadCarDetailDialog().then((module) => ({ default: module.CarDetailDialog })));

/**
 * The car details dialog, kept out of the home page's first load: nothing until a car is opened (the
 * 'car' history dialog), then the dialog, which stays mounted so that it can animate out.
 */
export function CarDetailDialogOnIntent() {
  const { t } = useTranslation();
  const isOpen = useOpenDialogs().some((dialog) => dialog.name === CAR_DIALOG);
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        // While the code arrives (a slow network, no intent beforehand): a spinner over the page.
        <div className={overlay}>
          <Spinner label={t('app.loading')} showLabel />
        </div>
      }
    >
      <CarDetailDialog />
    </Suspense>
  );
}
