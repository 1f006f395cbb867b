import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { carPath } from '@contract/car-id';
import { LEAD_REPLY_LIMITS, LEAD_STATUSES, type DealerLead, type LeadStatus } from '@contract/seller-email';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge, type BadgeProps } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Select } from '../../../ui/select';
import { TextArea } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useReplyToLead, useSetLeadStatus } from '../api/lead-queries';
import { SavedNotice } from './saved-notice';
import * as styles from './dealer.css';

const STATUS_BADGE: Record<LeadStatus, BadgeProps['variant']> = {
  new: 'primary',
  answered: 'success',
  closed: 'neutral',
};

/**
 * One buyer's message: the car, who wrote (with the address the answer goes to), the message, the dealer's
 * answers so far; answering by email (the lead becomes answered) and the lead's status (new, answered, closed).
 */
export function LeadCard({ lead }: { lead: DealerLead }) {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const reply = useReplyToLead();
  const setStatus = useSetLeadStatus();
  const [answering, setAnswering] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentAt, setSentAt] = useState<number | null>(null);
  /** The Idempotency-Key of this answer: made on the first Send, kept for its retries, new for a changed text. */
  const key = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Answer opens the text box with the cursor in it.
  useEffect(() => {
    if (answering) form.current?.querySelector('textarea')?.focus();
  }, [answering]);
  const car = `${lead.car.brand} ${lead.car.model} (${lead.car.year})`;
  const titleId = `lead-${lead.id}`;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body.length < LEAD_REPLY_LIMITS.bodyMin) {
      setError(t('leads.answerRequired'));
      return;
    }
    setError(undefined);
    key.current ??= crypto.randomUUID();
    reply.mutate(
      { lead, body, key: key.current },
      {
        onSuccess: () => {
          key.current = null;
          setText('');
          setAnswering(false);
          setSentAt(Date.now());
        },
        onError: () => toast({ variant: 'destructive', title: t('leads.answerFailed') }),
      },
    );
  };

  return (
    <Card as="article" className={styles.lead} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.leadTitle}>
          <Link className={styles.carLink} to={localize(carPath(lead.car))}>
            {car}
          </Link>
        </h3>
        <div className={styles.actions}>
          <Badge variant={STATUS_BADGE[lead.status]}>{t(`leads.status.${lead.status}`)}</Badge>
          <time className={styles.muted} dateTime={lead.createdAt}>
            {formatDate(lead.createdAt, language)}
          </time>
        </div>
      </div>
      <p className={styles.muted}>
        {t('leads.from', { name: lead.buyerName })} ·{' '}
        <a
          className={styles.carLink}
          href={`mailto:${lead.buyerEmail}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`}
        >
          {lead.buyerEmail}
        </a>
      </p>
      <details>
        <summary>{lead.subject}</summary>
        <p className={styles.message}>{lead.body}</p>
      </details>
      {lead.replies.length > 0 && (
        <ol className={styles.replies} aria-label={t('leads.answers')}>
          {lead.replies.map((answer) => (
            <li key={answer.id} className={styles.reply}>
              <p className={styles.muted}>
                {t('leads.yourAnswer', { date: formatDate(answer.createdAt, language) })} ·{' '}
                {t(`leads.delivery.${answer.status}`)}
              </p>
              <p className={styles.message}>{answer.body}</p>
            </li>
          ))}
        </ol>
      )}
      {sentAt !== null && <SavedNotice key={sentAt}>{t('leads.answerSent', { name: lead.buyerName })}</SavedNotice>}
      {answering ? (
        <form
          ref={form}
          className={styles.form}
          onSubmit={send}
          noValidate
          aria-label={t('leads.answerTo', { name: lead.buyerName })}
        >
          <TextArea
            label={t('leads.answerTo', { name: lead.buyerName })}
            description={t('leads.answerHint')}
            value={text}
            onChange={(value) => {
              setText(value);
              key.current = null;
            }}
            rows={6}
            maxLength={LEAD_REPLY_LIMITS.bodyMax}
            isRequired
            errorMessage={error}
          />
          <div className={styles.actions}>
            <Button type="submit" isPending={reply.isPending}>
              {t('leads.send')}
            </Button>
            <Button variant="ghost" isDisabled={reply.isPending} onPress={() => setAnswering(false)}>
              {t('listing.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.leadActions}>
          <Button
            variant={lead.status === 'new' ? 'primary' : 'secondary'}
            size="small"
            onPress={() => {
              setSentAt(null);
              setAnswering(true);
            }}
          >
            {t(lead.replies.length > 0 ? 'leads.answerAgain' : 'leads.answer')}
          </Button>
          <Select
            className={styles.statusSelect}
            label={t('leads.statusLabel')}
            options={LEAD_STATUSES.map((status) => ({ id: status, label: t(`leads.status.${status}`) }))}
            selectedKey={lead.status}
            isDisabled={setStatus.isPending}
            onSelectionChange={(status) => {
              if (status === lead.status) return;
              setStatus.mutate(
                { lead, status: status as LeadStatus },
                { onError: () => toast({ variant: 'destructive', title: t('actions.failed') }) },
              );
            }}
          />
        </div>
      )}
    </Card>
  );
}
