import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { CheckIcon } from './icons/check';
import { ChevronDownIcon } from './icons/chevron-down';
import * as styles from './field.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'items'> {
  label: ReactNode;
  options: SelectOption[];
  description?: ReactNode;
  errorMessage?: string;
  className?: string;
}

/** A labelled single-choice select (react-aria: a button and a listbox popover, typeahead, keyboard). */
export function Select({ label, options, description, errorMessage, className, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue className={styles.selectValue} />
        <ChevronDownIcon size={18} />
      </Button>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={6}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => <Option option={option} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export function Option({ option }: { option: SelectOption }) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={styles.option}>
      {({ isSelected }) => (
        <>
          <span>{option.label}</span>
          {isSelected && <CheckIcon size={18} />}
        </>
      )}
    </ListBoxItem>
  );
}
