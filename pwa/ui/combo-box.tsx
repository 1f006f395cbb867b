import { useRef, type ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  Popover,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { ChevronDownIcon } from './icons/chevron-down';
import { makeRoomBelow } from './popover-room';
import { Option, type SelectOption } from './select';
import * as styles from './field.css';

export interface ComboBoxProps extends Omit<AriaComboBoxProps<SelectOption>, 'children' | 'className'> {
  label: ReactNode;
  /** All options; the combo box filters them by what is typed (`defaultItems`) unless `items` is given. */
  options: SelectOption[];
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
  className?: string;
}

/** A text input with a filtered list of options (react-aria combobox: typing filters, arrows pick). */
export function ComboBox({ label, options, description, errorMessage, placeholder, className, onOpenChange, ...props }: ComboBoxProps) {
  const group = useRef<HTMLDivElement>(null);
  return (
    <AriaComboBox
      defaultItems={options}
      {...props}
      onOpenChange={(isOpen, trigger) => {
        if (isOpen) makeRoomBelow(group.current);
        onOpenChange?.(isOpen, trigger);
      }}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <div ref={group} className={styles.comboGroup}>
        <Input className={styles.comboInput} placeholder={placeholder} />
        <Button className={styles.comboButton}>
          <ChevronDownIcon size={18} />
        </Button>
      </div>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      {/* Below the field, never flipped over the header (see popover-room.ts). */}
      <Popover className={styles.popover} offset={6} shouldFlip={false}>
        <ListBox className={styles.listBox}>{(option: SelectOption) => <Option option={option} />}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
