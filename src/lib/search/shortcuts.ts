/** What a key press needs to say for the search shortcuts: the key, its modifiers and where it was typed. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key was pressed in a text field, a select or an editable element. */
  inField: boolean;
}

/** "/" outside text fields, and Ctrl+K or Cmd+K anywhere, open search. */
export function opensSearch({ key, ctrlKey, metaKey, altKey, inField }: ShortcutKey): boolean {
  if (altKey) return false;
  if ((ctrlKey || metaKey) && key.toLowerCase() === 'k') return true;
  return key === '/' && !ctrlKey && !metaKey && !inField;
}
