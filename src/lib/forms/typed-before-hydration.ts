/** A control of a form whose value the visitor changed from the one the server rendered. */
export type ChangedControl =
  { name: string; kind: 'value'; value: string } | { name: string; kind: 'checked'; checked: boolean };

const changedSelect = (select: HTMLSelectElement) =>
  Array.from(select.options).some((option) => option.selected !== option.defaultSelected);

/**
 * What was typed, ticked or chosen in a server-rendered form before its island hydrated. React keeps what the
 * DOM holds when it hydrates (caret and selection included), but its state still has the server's values: the
 * island takes these into its state, and the same values then render without touching the fields.
 */
export function changedControls(form: HTMLFormElement): ChangedControl[] {
  const changed: ChangedControl[] = [];
  for (const control of Array.from(form.elements)) {
    const name = control.getAttribute('name') ?? control.id;
    if (!name) continue;
    if (control instanceof HTMLInputElement) {
      if (control.type === 'checkbox' || control.type === 'radio') {
        if (control.checked !== control.defaultChecked)
          changed.push({ name, kind: 'checked', checked: control.checked });
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
