import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME, THEME_CHOICES, useThemeStore } from '../../lib/theme';
import { useHydrated } from '../../lib/use-hydrated';
import * as styles from './theme-choice.css';

/**
 * The theme choice as four radio buttons: as on this device (the default: light or dark with the phone's
 * setting), light, dark, summer. Plain form controls, so it costs next to nothing on the first load.
 */
export function ThemeChoice({ name, tone = 'page' }: { name: string; tone?: 'page' | 'footer' }) {
  const { t } = useTranslation();
  const stored = useThemeStore((state) => state.theme);
  // The stored theme is the browser's: prerendered pages and their hydration show the default.
  const theme = useHydrated() ? stored : DEFAULT_THEME;
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <fieldset className={tone === 'footer' ? `${styles.group} ${styles.footer}` : styles.group}>
      <legend className={styles.legend}>{t('theme.label')}</legend>
      <div className={styles.options}>
        {THEME_CHOICES.map((choice) => (
          <label key={choice} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={theme === choice}
              onChange={() => setTheme(choice)}
              className={styles.radio}
            />
            {t(`theme.choice.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
