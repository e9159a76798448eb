/**
 * The back office's date pickers in unit tests (src/admin/crud/dateInputs.tsx): MUI X's field
 * shows its value in sections and keeps the whole text, in the interface language's format, in
 * a hidden input named after the field, which also takes a typed or pasted text.
 */
import { fireEvent, waitFor } from '@testing-library/react';

/** The picker's input named `name`, once the picker's chunk has loaded (its value: the shown text, `05/17/1990` in English). */
export function datePickerInput(name: string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no date picker named ${name} yet`);
    return input;
  });
}

/** Enters `text` in the picker's format (English `12/31/1899`; '' clears it), as typing it in full does. */
export function enterDate(input: HTMLInputElement, text: string): void {
  fireEvent.change(input, { target: { value: text } });
}

/** Moves the focus out of the picker's field (its sections), as a tab away does: forms validated on blur check it. */
export function leaveDate(input: HTMLInputElement): void {
  const sections = input.closest('.MuiPickersInputBase-root')?.querySelector('.MuiPickersSectionList-root');
  if (!sections) throw new Error('the picker has no field sections');
  fireEvent.focusOut(sections);
}

/**
 * Loads the pickers' chunk before a test renders one (in a `beforeAll`): its first import
 * transforms MUI X, which takes seconds in a unit-test run and would eat a test's time limit.
 */
export async function preloadDatePickers(): Promise<void> {
  await import('../../../src/admin/crud/LocalizedPickers');
}
