import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import * as styles from './car-detail.css';

const Arrow = () => <span aria-hidden="true">←</span>;

/** "Back to search" in the dialog: closes it. */
export function BackButton({ onPress }: { onPress: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" className={styles.back} onPress={onPress}>
      <Arrow />
      {t('car.back')}
    </Button>
  );
}

/** A same-site path the previous page put in the router state as `from`. */
function fromState(state: unknown): string | null {
  const from: unknown = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * "Back to search" on the /car/{id} page: back to where the person came from in this app (a history step,
 * so that page comes back as it was, scroll position included). A page opened from outside (or a link
 * opened in a new tab) goes to the `from` path in the router state, else the home page's search section.
 */
export function BackLink() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const from = fromState(location.state);
  // React Router gives the first entry of a visit the key 'default': nothing of ours to go back to.
  const cameFromApp = location.key !== 'default';
  const target = from ?? `${localize('/')}#search-section`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromApp || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Link className={styles.back} to={target} onClick={onClick}>
      <Arrow />
      {t('car.back')}
    </Link>
  );
}
