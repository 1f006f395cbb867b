import type { ReactNode } from 'react';
import { Input, Label, NumberField, Text } from 'react-aria-components';
import * as field from '../../../ui/field.css';
import * as styles from './import-cost.css';

export interface NumberInputProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  description?: ReactNode;
  /** The value is ours, not the listing's: the label says "estimated". */
  estimated?: boolean;
  estimatedText?: string;
  minValue?: number;
  maxValue?: number;
  step?: number;
  fractionDigits?: number;
}

/** A labelled number input in the buyer's number format (1.234,5 in Croatian and German). */
export function NumberInput({
  label,
  value,
  onChange,
  description,
  estimated,
  estimatedText,
  minValue = 0,
  maxValue,
  step = 1,
  fractionDigits = 0,
}: NumberInputProps) {
  return (
    <NumberField
      className={field.field}
      value={value}
      onChange={(next) => {
        if (Number.isFinite(next)) onChange(next);
      }}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={{ maximumFractionDigits: fractionDigits, useGrouping: true }}
    >
      <Label className={field.label}>
        {label}
        {estimated && <span className={styles.estimatedMark}>({estimatedText})</span>}
      </Label>
      <Input className={field.input} />
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
    </NumberField>
  );
}
