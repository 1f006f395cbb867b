import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME, useThemeStore } from '../../lib/theme';
import { useHydrated } from '../../lib/use-hydrated';
import { SummerIcon } from '../../ui/icons/summer';
import { visuallyHidden } from '../../ui/layout.css';
import * as styles from './header.css';

/** The summer theme on and off (off: back to the device's light or dark); every choice is in ThemeChoice. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const stored = useThemeStore((state) => state.theme);
  // The stored theme is the browser's: prerendered pages and their hydration show the default.
  const theme = useHydrated() ? stored : DEFAULT_THEME;
  const setTheme = useThemeStore((state) => state.setTheme);
  const summer = theme === 'summer';
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-pressed={summer}
      title={summer ? t('theme.switchToLight') : t('theme.switchToSummer')}
      onClick={() => setTheme(summer ? 'system' : 'summer')}
    >
      <SummerIcon size={22} />
      <span className={visuallyHidden}>{t('theme.summer')}</span>
    </button>
  );
}
