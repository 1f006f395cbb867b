import type { ReactNode } from 'react';
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
import { ChevronDownIcon } from './icons';
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
export function ComboBox({ label, options, description, errorMessage, placeholder, className, ...props }: ComboBoxProps) {
  return (
    <AriaComboBox
      defaultItems={options}
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.comboGroup}>
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
      <Popover className={styles.popover} offset={6}>
        <ListBox className={styles.listBox}>{(option: SelectOption) => <Option option={option} />}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
