/**
 * A control whose value the visitor changed from the one the server rendered. A ticked or unticked box or radio
 * names its own value, as radios of one group share their name.
 */
export type ChangedControl =
  { name: string; kind: 'value'; value: string } | { name: string; kind: 'checked'; value: string; checked: boolean };

const changedSelect = (select: HTMLSelectElement) =>
  Array.from(select.options).some((option) => option.selected !== option.defaultSelected);

/**
 * What was typed, ticked or chosen in a server-rendered form (or any part of a page) before its island hydrated, in
 * page order. React keeps what the DOM holds when it hydrates (caret and selection included), but its state still
 * has the server's values, which its next render would put back: the island takes these into its state, and the
 * same values then render without touching the fields.
 */
export function changedControls(root: HTMLElement): ChangedControl[] {
  const changed: ChangedControl[] = [];
  for (const control of Array.from(root.querySelectorAll('input, select, textarea'))) {
    const name = control.getAttribute('name') ?? control.id;
    if (!name) continue;
    if (control instanceof HTMLInputElement) {
      if (control.type === 'checkbox' || control.type === 'radio') {
        if (control.checked !== control.defaultChecked)
          changed.push({ name, kind: 'checked', value: control.value, checked: control.checked });
      } else if (control.type !== 'submit' && control.type !== 'button' && control.value !== control.defaultValue) {
        changed.push({ name, kind: 'value', value: control.value });
      }
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) changed.push({ name, kind: 'value', value: control.value });
    } else if (control instanceof HTMLSelectElement && changedSelect(control)) {
      changed.push({ name, kind: 'value', value: control.value });
    }
  }
  return changed;
}
