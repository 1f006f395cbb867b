import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { AlertIcon } from './icons/alert';
import * as styles from './field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  /** The error to show (translated); also marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
}

/**
 * A labelled text input (or text area) with description and error, wired for assistive technology:
 * the label names it, the description and error describe it, an error sets aria-invalid.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  multiline = false,
  rows,
  isRequired,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      validationBehavior="aria"
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {multiline ? (
        <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>
        <AlertIcon size={16} />
        {errorMessage}
      </FieldError>
    </AriaTextField>
  );
}

/** TextField with `multiline`. */
export function TextArea(props: Omit<TextFieldProps, 'multiline'>) {
  return <TextField {...props} multiline />;
}
