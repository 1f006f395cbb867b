import { Link, useLocation } from 'react-router-dom';
import { preloadLanguage } from '../../lib/i18n';
import { storeLanguage } from '../../lib/language-preference';
import { LANGUAGES, pathInLanguage, type Language } from '../../lib/language';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { CheckIcon } from '../../ui/icons/check';

/** Each language's name in itself (shown the same in every interface language). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hr: 'Hrvatski', de: 'Deutsch' };

/**
 * One link per language to the same page in that language (query and hash kept, the import guide's slug
 * mapped). Choosing one stores it as the preferred language.
 */
export function LanguageLinks({
  linkClassName,
  codeClassName,
  onChoose,
}: {
  linkClassName: string;
  codeClassName?: string;
  onChoose?: () => void;
}) {
  const { pathname, search, hash } = useLocation();
  const { routeLanguage } = useLocalizedPath();
  return (
    <>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <Link
            className={linkClassName}
            to={pathInLanguage(`${pathname}${search}${hash}`, language)}
            lang={language}
            hrefLang={language}
            aria-current={language === routeLanguage ? 'true' : undefined}
            onPointerEnter={() => preloadLanguage(language)}
            onFocus={() => preloadLanguage(language)}
            onClick={() => {
              storeLanguage(language);
              onChoose?.();
            }}
          >
            <span>{LANGUAGE_NAMES[language]}</span>
            {language === routeLanguage ? (
              <CheckIcon size={18} />
            ) : (
              codeClassName && (
                <span className={codeClassName} aria-hidden="true">
                  {language.toUpperCase()}
                </span>
              )
            )}
          </Link>
        </li>
      ))}
    </>
  );
}
