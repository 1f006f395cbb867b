import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { cancelOutboxEntry, type OutboxEntry } from '../../../lib/outbox/outbox';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import * as styles from './email-dialog.css';

/**
 * What a person can do about an email waiting in the outbox: sign in again (when the session ended, back to this
 * car afterwards) and cancel it while it is not being sent; `onCancelled` is told when the cancel took.
 */
export function QueuedActions({ car, entry, onCancelled }: { car: Car; entry: OutboxEntry; onCancelled?: () => void }) {
  const { t } = useTranslation('messages');
  const { localize } = useLocalizedPath();
  return (
    <div className={styles.noticeActions}>
      {entry.needsSignIn && (
        <Link
          to={`${localize('/auth')}?next=${encodeURIComponent(localize(carPath(car)))}`}
          className={buttonClassName({ variant: 'primary', size: 'small' })}
        >
          {t('dialog.signIn')}
        </Link>
      )}
      <Button
        variant="secondary"
        size="small"
        isDisabled={entry.status !== 'queued'}
        onPress={() => void cancelOutboxEntry(entry.id).then((done) => done && onCancelled?.())}
      >
        {t('dialog.cancelQueued')}
      </Button>
    </div>
  );
}
