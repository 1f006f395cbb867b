import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
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

/** `className` adds to the tab's look (e.g. labels that may wrap onto two lines on a phone). */
export function Tab({
  id,
  children,
  isDisabled,
  className,
}: {
  id: Key;
  children: ReactNode;
  isDisabled?: boolean;
  className?: string;
}) {
  return (
    <AriaTab id={id} isDisabled={isDisabled} className={className ? `${styles.tab} ${className}` : styles.tab}>
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

/**
 * A tab's words: `label` in full, and on phones `short` in its place (the full words stay the accessible name).
 * Without `short` the full label shows everywhere.
 */
export function TabLabel({ label, short }: { label: string; short?: string }) {
  if (!short || short === label) return <span data-tab-label>{label}</span>;
  return (
    <>
      <span data-tab-label className={styles.fullLabel}>
        {label}
      </span>
      <span data-tab-label className={styles.shortLabel} aria-hidden="true">
        {short}
      </span>
    </>
  );
}
