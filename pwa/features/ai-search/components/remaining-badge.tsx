import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { remainingOf, useSearchCounts, type SearchKind } from '../api/search-counts';
import * as styles from './ai-search.css';

/** "AI searches left today: 9/10" (nothing until the counts are known). */
export function RemainingBadge({ kind }: { kind: SearchKind }) {
  const { t } = useTranslation('ai');
  const counts = useSearchCounts();
  if (!counts.data) return null;
  const { remaining, limit } = remainingOf(counts.data, kind);
  return (
    <Badge variant={remaining === 0 ? 'danger' : 'primary'} className={styles.badge}>
      {t(kind === 'ai' ? 'ai.remaining' : 'voice.remaining', { remaining, limit })}
    </Badge>
  );
}
