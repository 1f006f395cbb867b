import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs, type TabsProps as AriaTabsProps } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import * as styles from './tabs.css';

/** Tabs: arrow keys move between tabs, the selected tab's panel follows. */
export function Tabs({ className, ...props }: Omit<AriaTabsProps, 'className'> & { className?: string }) {
  return <AriaTabs {...props} className={className ? `${styles.tabs} ${className}` : styles.tabs} />;
}

export function TabList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  return (
    <AriaTabList aria-label={label} className={styles.tabList}>
      {children}
    </AriaTabList>
  );
}

export function Tab({ id, children, isDisabled }: { id: Key; children: ReactNode; isDisabled?: boolean }) {
  return (
    <AriaTab id={id} isDisabled={isDisabled} className={styles.tab}>
      {children}
    </AriaTab>
  );
}

export function TabPanel({ id, children }: { id: Key; children: ReactNode }) {
  return (
    <AriaTabPanel id={id} className={styles.panel}>
      {children}
    </AriaTabPanel>
  );
}
