import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorBoundary } from '../../errors';
import * as styles from './admin.css';

/** Throws while rendering: what a real bug in a component does. */
function BrokenComponent({ message }: { message: string }): never {
  throw new Error(message);
}

/**
 * The error-logging demo: a component throws, the error boundary shows the fallback and
 * the destructive toast, the report goes to the server, and the list shows the new row.
 */
export function ErrorDemo({ onReported }: { onReported: () => void }) {
  const { t } = useTranslation('admin');
  const [attempt, setAttempt] = useState(0);
  const [broken, setBroken] = useState(false);
  return (
    <Card className={styles.demo}>
      <h2 className={styles.subheading}>{t('errors.demo')}</h2>
      <p className={styles.muted}>{t('errors.demoText')}</p>
      <ErrorBoundary key={attempt} onReported={onReported}>
        {broken ? (
          <BrokenComponent message={t('errors.demoError')} />
        ) : (
          <div>
            <Button variant="danger" onPress={() => setBroken(true)}>
              {t('errors.demoButton')}
            </Button>
          </div>
        )}
      </ErrorBoundary>
      {broken && (
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              setBroken(false);
              setAttempt((value) => value + 1);
            }}
          >
            {t('errors.demoReset')}
          </Button>
        </div>
      )}
    </Card>
  );
}
