/**
 * The place field once the person has turned to it: a combobox of the gazetteer's suggestions. A chunk of
 * its own (with the combobox's code), so the home page's first load carries neither.
 */
import { useEffect, useRef } from 'react';
import { ComboBox, type ComboBoxProps } from '../../../ui/combo-box';

export interface PlaceComboProps extends ComboBoxProps {
  /** The stand-in field had the focus: the combobox takes it over, the caret after the text. */
  takeFocus: boolean;
}

export default function PlaceCombo({ takeFocus, ...props }: PlaceComboProps) {
  const took = useRef(false);
  useEffect(() => {
    if (!takeFocus || took.current || !props.id) return;
    took.current = true;
    const input = document.getElementById(props.id);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [takeFocus, props.id]);
  return <ComboBox {...props} />;
}
