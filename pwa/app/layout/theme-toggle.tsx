import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../../lib/theme';
import { SummerIcon } from '../../ui/icons';
import { visuallyHidden } from '../../ui/layout.css';
import * as styles from './header.css';

/** The theme switcher: a toggle button, pressed when the summer theme is on. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const summer = theme === 'summer';
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-pressed={summer}
      title={summer ? t('theme.switchToLight') : t('theme.switchToSummer')}
      onClick={() => setTheme(summer ? 'light' : 'summer')}
    >
      <SummerIcon size={22} />
      <span className={visuallyHidden}>{t('theme.summer')}</span>
    </button>
  );
}
