/**
 * A field a person types into or picks from — MUI's select is a combobox whose native input is
 * hidden from people — : what a dialog's first focus goes to.
 */
const FIELD = [
  '[role=combobox]:not([aria-disabled=true])',
  'input:not([type=hidden]):not([disabled]):not([readonly]):not([aria-hidden=true]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([readonly]):not([aria-hidden=true])',
  'select:not([disabled])',
].join(', ');

/**
 * Once a dialog has opened, its first field takes the focus, so a person can type at once; a dialog
 * without a field keeps MUI's focus on the dialog itself, where Escape and Tab start. Only the focus
 * MUI gave the dialog moves: wherever the person went while it faded in (a field, a button, a
 * select's open list) keeps it.
 */
export function focusFirstField(dialog: HTMLElement): void {
  const active = document.activeElement;
  const untouched =
    !active ||
    active === document.body ||
    (dialog.contains(active) && active.getAttribute('tabindex') === '-1');
  if (untouched) dialog.querySelector<HTMLElement>(FIELD)?.focus();
}
