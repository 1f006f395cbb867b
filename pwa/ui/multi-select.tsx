import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Autocomplete,
  Button,
  Collection,
  Dialog,
  DialogTrigger,
  Header,
  Input,
  ListBox,
  ListBoxSection,
  Popover,
  SearchField,
  Tag,
  TagGroup,
  TagList,
  useFilter,
  type Key,
  type Selection,
} from 'react-aria-components';
import { ChevronDownIcon } from './icons/chevron-down';
import { CloseIcon } from './icons/close';
import { SearchIcon } from './icons/search';
import { makeRoomBelow } from './popover-room';
import { Option, type SelectOption } from './select';
import * as styles from './field.css';
import * as multi from './multi-select.css';

export interface MultiSelectGroup {
  id: string;
  /** The group's heading in the list ("BMW" above its models). */
  label: string;
  options: SelectOption[];
}

export interface MultiSelectProps {
  label: ReactNode;
  /** The options, in groups with headings (one group without a label: a plain list). */
  groups: MultiSelectGroup[];
  /** The chosen options' ids, in the order chosen. */
  value: readonly Key[];
  /** Called with the whole new choice after a pick or a chip's removal. */
  onChange: (value: Key[]) => void;
  placeholder: string;
  /** Names the search box inside the list ("Search brands"). */
  searchLabel: string;
  /** Shown when the search text matches nothing. */
  noMatches: string;
  /** Names the list of chosen options ("Chosen brands"). */
  chosenLabel: string;
  /** The remove button of a chip ("Remove BMW"). */
  removeLabel: (option: string) => string;
  isDisabled?: boolean;
  className?: string;
}

/** A chip's remove button, named by itself ("Remove BMW", "BMW entfernen") rather than "Remove" plus the chip. */
function RemoveButton({ label }: { label: string }) {
  const id = useId();
  return (
    <Button slot="remove" id={id} className={multi.chipRemove} aria-label={label} aria-labelledby={id}>
      <CloseIcon size={14} />
    </Button>
  );
}

/**
 * A select of several (the filter form's brands, models and countries): the button shows the choice and
 * opens a list with a search box (accents and case ignored) where every pick adds or removes an option and
 * the list stays open; options may come in groups with headings (models under their brand). The choice is
 * also shown as chips below, each removable by its button or with Delete/Backspace (arrow keys move
 * between chips).
 */
export function MultiSelect({
  label,
  groups,
  value,
  onChange,
  placeholder,
  searchLabel,
  noMatches,
  chosenLabel,
  removeLabel,
  isDisabled,
  className,
}: MultiSelectProps) {
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const labelId = useId();
  const valueId = useId();
  const byId = useMemo(
    () => new Map(groups.flatMap((group) => group.options.map((option) => [option.id, option] as const))),
    [groups],
  );
  const chosen = value.map((id) => byId.get(id)).filter((option): option is SelectOption => option !== undefined);
  const grouped = groups.length > 1 || groups.some((group) => group.label);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    setSearch('');
  };
  const change = (keys: Selection) => {
    if (keys === 'all') return;
    // Keep the order of choosing: what stays first, then what was added.
    const next = new Set(keys);
    onChange([...value.filter((id) => next.has(id)), ...[...next].filter((id) => !value.includes(id))]);
  };
  const listProps = {
    'aria-labelledby': labelId,
    className: styles.listBox,
    selectionMode: 'multiple' as const,
    // Escape closes the list (never clears the whole choice).
    escapeKeyBehavior: 'none' as const,
    selectedKeys: value,
    onSelectionChange: change,
    renderEmptyState: () => <p className={styles.emptyList}>{noMatches}</p>,
  };
  const remove = (keys: Set<Key>) => onChange(value.filter((id) => !keys.has(id)));

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
        >
          <span id={valueId} className={styles.selectValue} data-placeholder={chosen.length ? undefined : true}>
            {chosen.length ? chosen.map((option) => option.label).join(', ') : placeholder}
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
              {grouped ? (
                <ListBox {...listProps} items={groups}>
                  {(group) => (
                    <ListBoxSection id={group.id}>
                      <Header className={multi.sectionHeader}>{group.label}</Header>
                      <Collection items={group.options}>{(option) => <Option option={option} />}</Collection>
                    </ListBoxSection>
                  )}
                </ListBox>
              ) : (
                <ListBox {...listProps} items={groups[0]?.options ?? []}>
                  {(option) => <Option option={option} />}
                </ListBox>
              )}
            </Autocomplete>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {chosen.length > 0 && (
        <TagGroup aria-label={chosenLabel} onRemove={remove}>
          <TagList className={multi.chips} items={chosen}>
            {(option) => (
              <Tag id={option.id} textValue={option.label} className={multi.chip}>
                <span className={multi.chipText}>{option.label}</span>
                <RemoveButton label={removeLabel(option.label)} />
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
