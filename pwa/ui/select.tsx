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
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons/alert';
import { CheckIcon } from './icons/check';
import { ChevronDownIcon } from './icons/chevron-down';
import * as styles from './field.css';
import { visuallyHidden } from './layout.css';

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

/**
 * A labelled single-choice select (react-aria: a button and a listbox popover, typeahead, keyboard). A required
 * one shows the same mark as a required text field; its trigger is a button, on which ARIA allows no
 * aria-required, so screen readers hear "required" from its description instead.
 */
export function Select({ label, options, description, errorMessage, className, ...props }: SelectProps) {
  const { t } = useTranslation();
  const required = props.isRequired ? t('ui.required') : null;
  return (
    <AriaSelect
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      validationBehavior="aria"
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>
        {label}
        {props.isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Button className={styles.selectButton}>
        <SelectValue className={styles.selectValue} />
        <ChevronDownIcon size={18} />
      </Button>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
          {required && <span className={visuallyHidden}>{required}</span>}
        </Text>
      ) : (
        required && (
          <Text slot="description" className={visuallyHidden}>
            {required}
          </Text>
        )
      )}
      <FieldError className={styles.error}>
        <AlertIcon size={16} />
        {errorMessage}
      </FieldError>
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
