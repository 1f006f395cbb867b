import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { AlertIcon } from '../../../ui/icons/alert';
import * as fieldStyles from '../../../ui/field.css';
import * as styles from './auth.css';

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  /** 'current-password' to sign in, 'new-password' when choosing one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  description?: ReactNode;
  isRequired?: boolean;
}

/**
 * A password input with a show/hide toggle (a button with a fixed name and aria-pressed, so screen readers
 * hear "Show password, toggle button, pressed"). Label, description and error are wired like the design
 * system's TextField; the toggle is a plain button after the input in the tab order.
 */
export function PasswordField({
  name,
  label,
  autoComplete,
  value,
  onChange,
  errorMessage,
  description,
  isRequired,
}: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCorrect="off"
      spellCheck="false"
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <div className={styles.passwordControl}>
        <Input className={`${fieldStyles.input} ${styles.passwordInput}`} />
        <button
          type="button"
          className={styles.passwordToggle}
          aria-pressed={visible}
          aria-label={t('fields.showPassword')}
          title={t('fields.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>
        <AlertIcon size={16} />
        {errorMessage}
      </FieldError>
    </TextField>
  );
}

function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9.9 4.24A9.1 9.1 0 0 1 12 4c6.5 0 10 8 10 8a17.6 17.6 0 0 1-2.16 3.19" />
      <path d="M6.61 6.61A17.3 17.3 0 0 0 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.39-1.61" />
      <path d="M14.12 14.12a3 3 0 1 1-4.24-4.24" />
      <path d="m2 2 20 20" />
    </svg>
  );
}
