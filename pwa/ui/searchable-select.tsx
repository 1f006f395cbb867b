import { useId, useRef, useState, type ReactNode } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  Popover,
  SearchField,
  useFilter,
  type Key,
  type Selection,
} from 'react-aria-components';
import { ChevronDownIcon } from './icons/chevron-down';
import { SearchIcon } from './icons/search';
import { makeRoomBelow } from './popover-room';
import { Option, type SelectOption } from './select';
import * as styles from './field.css';

export interface SearchableSelectProps {
  label: ReactNode;
  options: SelectOption[];
  /** The chosen option's id, or null. */
  value: Key | null;
  /**
   * Called with the option picked, also when it is the one already chosen (the form decides: picking the
   * current value again clears it).
   */
  onPick: (id: Key) => void;
  placeholder: string;
  /** Names the search box inside the list ("Search brands"). */
  searchLabel: string;
  /** Shown when the search text matches nothing. */
  noMatches: string;
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A select whose list has a search box (brand and model dropdowns): the button shows the
 * choice; its popover filters the options as one types (accents and case ignored); a pick closes it and
 * clears the search text. The popover opens below the button and stays there while the list filters.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onPick,
  placeholder,
  searchLabel,
  noMatches,
  description,
  isDisabled,
  className,
}: SearchableSelectProps) {
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const selected = options.find((option) => option.id === value);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    setSearch('');
  };
  const pick = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    const picked = key ?? value; // an empty selection: the chosen option was picked again
    close();
    if (picked !== null && picked !== undefined) onPick(picked);
  };

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DialogTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) return close();
          makeRoomBelow(trigger.current);
          setOpen(true);
        }}
      >
        <Button
          ref={trigger}
          className={styles.selectButton}
          isDisabled={isDisabled}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={description ? descriptionId : undefined}
        >
          <span id={valueId} className={styles.selectValue} data-placeholder={selected ? undefined : true}>
            {selected?.label ?? placeholder}
          </span>
          <ChevronDownIcon size={18} />
        </Button>
        {/* Always below the button (see popover-room.ts): flipped above, it covered the header and jumped as the list filtered. */}
        <Popover className={styles.popover} placement="bottom start" offset={6} shouldFlip={false}>
          <Dialog aria-labelledby={labelId} className={styles.searchDialog}>
            <Autocomplete inputValue={search} onInputChange={setSearch} filter={contains}>
              {/* The popover was opened to pick: its search box takes the focus, like a native select's list. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <SearchField aria-label={searchLabel} autoFocus className={styles.searchField}>
                <SearchIcon size={18} />
                <Input className={styles.searchInput} placeholder={searchLabel} />
              </SearchField>
              <ListBox
                aria-labelledby={labelId}
                className={styles.listBox}
                items={options}
                selectionMode="single"
                selectedKeys={value === null ? [] : [value]}
                onSelectionChange={pick}
                renderEmptyState={() => <p className={styles.emptyList}>{noMatches}</p>}
              >
                {(option) => <Option option={option} />}
              </ListBox>
            </Autocomplete>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
    </div>
  );
}
