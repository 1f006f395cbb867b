import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { LETTER_LIMITS } from '@contract/letter-writer';
import { EMAIL_LANGUAGES, EMAIL_TOPICS, type EmailLanguage, type EmailTopic } from '@contract/seller-email';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ChevronDownIcon } from '../../../ui/icons/chevron-down';
import { LockIcon } from '../../../ui/icons/lock';
import { visuallyHidden } from '../../../ui/layout.css';
import { TextArea } from '../../../ui/text-field';
import * as styles from './email-dialog.css';

/** The en/hr/de chips; a language already sent to this seller shows a lock. */
export function LanguageChips({
  language,
  lockedLanguages,
  onChange,
}: {
  language: EmailLanguage;
  lockedLanguages: ReadonlySet<EmailLanguage>;
  onChange: (language: EmailLanguage) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <RadioGroup
      className={styles.group}
      orientation="horizontal"
      value={language}
      onChange={(value) => {
        if ((EMAIL_LANGUAGES as readonly string[]).includes(value)) onChange(value as EmailLanguage);
      }}
    >
      <Label className={styles.groupLabel}>{t('dialog.languageLabel')}</Label>
      <div className={styles.chips}>
        {EMAIL_LANGUAGES.map((option) => (
          <Radio key={option} value={option} className={styles.chip} lang={option}>
            {lockedLanguages.has(option) && <LockIcon size={14} aria-hidden="true" />}
            {t(`dialog.languages.${option}`)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

interface TopicChoicesProps {
  topics: readonly EmailTopic[];
  onToggleTopic: (topic: EmailTopic, selected: boolean) => void;
  note: string;
  onNoteChange: (note: string) => void;
  /** The draft was written with other topics or words: offer to write it again. */
  outdated: boolean;
  rewriteDisabled: boolean;
  onRewrite: () => void;
  /** Whether the topics are unfolded (kept by the dialog, so a language switch leaves them as they were). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What the email should ask about: topic checkboxes, the buyer's own words, and "Write again", folded behind a
 * disclosure (a native details/summary: Enter and Space open it, screen readers hear it expanded or collapsed) so
 * that on a phone the draft itself is on the first screen. The summary says how many topics are chosen.
 */
export function TopicChoices({
  topics,
  onToggleTopic,
  note,
  onNoteChange,
  outdated,
  rewriteDisabled,
  onRewrite,
  open,
  onOpenChange,
}: TopicChoicesProps) {
  const { t } = useTranslation('messages');
  return (
    <details className={styles.disclosure} open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)}>
      <summary className={styles.summary}>
        <ChevronDownIcon size={18} className={styles.summaryIcon} aria-hidden="true" />
        <span>{t('dialog.topicsLabel')}</span>
        {topics.length > 0 && (
          <span className={styles.chosen}>{t('dialog.topicsChosen', { count: topics.length })}</span>
        )}
      </summary>
      <fieldset className={styles.topics}>
        <legend className={visuallyHidden}>{t('dialog.topicsLabel')}</legend>
        <div className={styles.topicList}>
          {EMAIL_TOPICS.map((topic) => (
            <Checkbox
              key={topic}
              isSelected={topics.includes(topic)}
              onChange={(selected) => onToggleTopic(topic, selected)}
            >
              {t(`dialog.topics.${topic}`)}
            </Checkbox>
          ))}
        </div>
        <TextArea
          label={t('dialog.noteLabel')}
          description={t('dialog.noteHint')}
          value={note}
          onChange={onNoteChange}
          maxLength={LETTER_LIMITS.noteMax}
          rows={2}
        />
        {outdated && (
          <Button
            variant="secondary"
            size="small"
            className={styles.rewrite}
            isDisabled={rewriteDisabled}
            onPress={onRewrite}
          >
            {t('dialog.rewrite')}
          </Button>
        )}
      </fieldset>
    </details>
  );
}
