import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import { GlobeIcon } from '../../ui/icons/globe';
import { visuallyHidden } from '../../ui/layout.css';
import { useDismiss } from '../../ui/use-dismiss';
import { LANGUAGE_NAMES, LanguageLinks } from './language-links';
import * as styles from './header.css';

/**
 * The header's language switcher: a disclosure button and a short list of links (the same page in each
 * language). Closes on Escape (focus back on the button), on a click outside, when focus leaves, and on
 * navigation.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { routeLanguage } = useLocalizedPath();
  const { pathname } = useLocation();
  // Open "at" a path: navigating elsewhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean | ((open: boolean) => boolean)) =>
    setOpenAt((current) => ((typeof value === 'function' ? value(current === pathname) : value) ? pathname : null));
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useDismiss(open, () => setOpenAt(null), root, trigger);

  return (
    <div
      ref={root}
      className={styles.languageMenu}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.toolButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon />
        <span className={visuallyHidden}>{t('language.label')}: </span>
        <span>{LANGUAGE_NAMES[routeLanguage]}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id={listId} className={styles.languagePopover} hidden={!open}>
        <LanguageLinks
          linkClassName={styles.languageOption}
          codeClassName={styles.languageCode}
          onChoose={() => setOpen(false)}
        />
      </ul>
    </div>
  );
}
