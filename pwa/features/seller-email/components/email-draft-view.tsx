import { useTranslation } from 'react-i18next';
import type { EmailLanguage } from '@contract/seller-email';
import { Button } from '../../../ui/button';
import { TextArea, TextField } from '../../../ui/text-field';
import type { Draft } from './email-draft';
import * as styles from './email-dialog.css';

export type DraftMode = 'preview' | 'edit';

interface EmailDraftViewProps {
  draft: Draft;
  language: EmailLanguage;
  mode: DraftMode;
  onModeChange: (mode: DraftMode) => void;
  editable: boolean;
  /** The contract refused the subject or body on Send. */
  invalid: boolean;
  onEdit: (change: Partial<Pick<Draft, 'subject' | 'body'>>) => void;
  sellerName: string;
  senderEmail: string;
}

/**
 * Plainly what wrote the draft and what it cost: the AI provider (one of the day's AI emails, with how many are
 * left), or the built-in templates and the device (none).
 */
function DraftSource({ draft }: { draft: Draft }) {
  const { t } = useTranslation('messages');
  if (draft.source === 'device') return t('dialog.engine.device');
  if (draft.source === 'openai' && draft.quota)
    return t('dialog.engine.openaiLeft', { count: draft.quota.remaining, limit: draft.quota.limit });
  if (draft.source === 'openai') return t('dialog.engine.openai');
  return draft.fallback ? t('dialog.engine.builtinFallback') : t('dialog.engine.builtin');
}

/** The draft: which engine wrote it (and the quota left), the edit/preview toggle, and the editor or the letter. */
export function EmailDraftView({
  draft,
  language,
  mode,
  onModeChange,
  editable,
  invalid,
  onEdit,
  sellerName,
  senderEmail,
}: EmailDraftViewProps) {
  const { t } = useTranslation('messages');
  return (
    <section className={styles.draft} aria-label={t('dialog.preview')}>
      <div className={styles.draftHeader}>
        <p className={styles.meta} data-testid="email-engine">
          <DraftSource draft={draft} />
        </p>
        <div className={styles.modeToggle} role="group" aria-label={`${t('dialog.edit')} / ${t('dialog.preview')}`}>
          <Button
            variant={mode === 'edit' ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={mode === 'edit'}
            isDisabled={!editable}
            onPress={() => onModeChange('edit')}
          >
            {t('dialog.edit')}
          </Button>
          <Button
            variant={mode === 'preview' ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={mode === 'preview'}
            onPress={() => onModeChange('preview')}
          >
            {t('dialog.preview')}
          </Button>
        </div>
      </div>
      {invalid && (
        <p className={styles.invalid} role="alert">
          {t('dialog.invalid')}
        </p>
      )}
      {mode === 'edit' && editable ? (
        <div className={styles.editor}>
          <TextField label={t('dialog.subject')} value={draft.subject} onChange={(subject) => onEdit({ subject })} />
          <TextArea label={t('dialog.body')} value={draft.body} onChange={(body) => onEdit({ body })} rows={14} />
        </div>
      ) : (
        <article className={styles.preview} lang={language}>
          <p className={styles.meta}>{t('dialog.to', { seller: sellerName })}</p>
          <p className={styles.meta}>{t('dialog.from', { email: senderEmail })}</p>
          <h3 className={styles.subject}>{draft.subject}</h3>
          <div className={styles.letter}>{draft.body}</div>
        </article>
      )}
    </section>
  );
}
