import { useRef, type FocusEvent, type ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { AlertIcon } from './icons/alert';
import { makeRoomBelow } from './popover-room';
import * as styles from './field.css';
import * as combo from './combo-box.css';

export interface ComboBoxOption {
  id: string;
  label: string;
  /** A second, quieter line that tells options of one name apart ("Zagrebačka županija, Hrvatska"). */
  detail?: string;
}

export interface ComboBoxProps {
  label: ReactNode;
  /** The suggestions for the text typed (the caller finds them: the list is not filtered here). */
  options: ComboBoxOption[];
  inputValue: string;
  onInputChange: (value: string) => void;
  /** An option picked from the list. */
  onSelect: (option: ComboBoxOption) => void;
  /** The person turned to the field (focus or pointer): the moment to load what the suggestions need. */
  onIntent?: () => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
  className?: string;
  id?: string;
  autoComplete?: string;
}

/**
 * A text input with a list of suggestions (react-aria's combobox: the list opens as one types, arrows move
 * through it, Enter picks, Escape closes; screen readers hear the list's size and the option in focus). Any
 * text may stay in the input: what it means is the caller's to judge.
 */
export function ComboBox({
  label,
  options,
  inputValue,
  onInputChange,
  onSelect,
  onIntent,
  onBlur,
  description,
  errorMessage,
  placeholder,
  className,
  id,
  autoComplete = 'off',
}: ComboBoxProps) {
  const group = useRef<HTMLDivElement>(null);
  const select = (key: Key | null) => {
    const option = options.find((item) => item.id === key);
    if (option) onSelect(option);
  };
  return (
    <AriaComboBox
      items={options}
      inputValue={inputValue}
      onInputChange={onInputChange}
      // Nothing stays selected: the caller keeps what was picked; choosing the same place again works.
      selectedKey={null}
      onSelectionChange={select}
      allowsCustomValue
      menuTrigger="input"
      onOpenChange={(isOpen) => {
        if (isOpen) makeRoomBelow(group.current);
      }}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <div ref={group} className={styles.comboGroup} onPointerEnter={onIntent}>
        <Input
          id={id}
          className={styles.input}
          placeholder={placeholder}
          autoComplete={autoComplete}
          onFocus={onIntent}
          onBlur={onBlur}
        />
      </div>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>
        <AlertIcon size={16} />
        {errorMessage}
      </FieldError>
      {/* Below the field, never flipped over the header (see popover-room.ts). */}
      <Popover className={styles.popover} offset={6} shouldFlip={false}>
        <ListBox className={styles.listBox}>
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.id} textValue={option.label} className={`${styles.option} ${combo.option}`}>
              <span className={combo.optionLabel}>{option.label}</span>
              {option.detail && <span className={combo.optionDetail}>{option.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
