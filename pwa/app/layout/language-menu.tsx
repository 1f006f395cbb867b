import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { preloadLanguage } from '../../lib/i18n';
import { storeLanguage } from '../../lib/language-preference';
import { LANGUAGES, pathInLanguage, isLanguage } from '../../lib/language';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { CheckIcon } from '../../ui/icons/check';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import { GlobeIcon } from '../../ui/icons/globe';
import { visuallyHidden } from '../../ui/layout.css';
import { MenuButton } from '../../ui/menu-button';
import { LANGUAGE_NAMES } from './language-links';
import * as styles from './header.css';

/**
 * The header's language switcher: a menu of the same page in each language (query and hash kept, the import
 * guide's slug mapped). Choosing one stores it as the preferred language. The mobile menu lists the same
 * links (language-links.tsx).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { routeLanguage } = useLocalizedPath();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <MenuButton
      className={styles.toolButton}
      menuLabel={t('language.label')}
      popoverClassName={styles.languagePopover}
      itemClassName={styles.languageOption}
      navigate={navigate}
      onAction={(id) => {
        if (isLanguage(id)) storeLanguage(id);
      }}
      items={LANGUAGES.map((language) => ({
        id: language,
        href: pathInLanguage(`${pathname}${search}${hash}`, language),
        lang: language,
        textValue: LANGUAGE_NAMES[language],
        onIntent: () => preloadLanguage(language),
        content: (
          <>
            <span>{LANGUAGE_NAMES[language]}</span>
            {language === routeLanguage ? (
              <CheckIcon size={18} />
            ) : (
              <span className={styles.languageCode} aria-hidden="true">
                {language.toUpperCase()}
              </span>
            )}
          </>
        ),
      }))}
    >
      <GlobeIcon />
      <span className={visuallyHidden}>{t('language.label')}: </span>
      <span>{LANGUAGE_NAMES[routeLanguage]}</span>
      <ChevronDownIcon size={16} />
    </MenuButton>
  );
}
