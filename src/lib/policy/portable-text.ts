/** What a Portable Text renderer can draw, named the way the Studio schema names it. */
export interface SupportedPortableText {
  types: string[];
  styles: string[];
  lists: string[];
  marks: string[];
}

type Node = {
  _type?: unknown;
  _key?: unknown;
  style?: unknown;
  listItem?: unknown;
  markDefs?: unknown;
  children?: unknown;
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Every node the renderer has no component for, as readable messages. @portabletext/react would
 * otherwise render unknown types as hidden elements, or fall back to its own defaults (h1, code,
 * underline…) for styles and marks the Studio does not offer.
 */
export function unsupportedNodes(body: readonly Node[], supported: SupportedPortableText): string[] {
  const problems: string[] = [];
  const where = (node: Node, index: number) => `block ${index + 1}${node._key ? ` (_key "${str(node._key)}")` : ''}`;
  body.forEach((node, index) => {
    const type = str(node._type);
    if (type !== 'block') {
      if (!supported.types.includes(type))
        problems.push(`${where(node, index)}: block type "${type}" has no component`);
      return;
    }
    const style = str(node.style) || 'normal';
    if (!supported.styles.includes(style)) problems.push(`${where(node, index)}: style "${style}" has no component`);
    if (node.listItem !== undefined && node.listItem !== null && !supported.lists.includes(str(node.listItem))) {
      problems.push(`${where(node, index)}: list "${str(node.listItem)}" has no component`);
    }
    const markDefs = Array.isArray(node.markDefs) ? (node.markDefs as Node[]) : [];
    const annotations = new Map(markDefs.map((def) => [str(def._key), str(def._type)]));
    const children = Array.isArray(node.children) ? (node.children as Array<Node & { marks?: unknown }>) : [];
    for (const child of children) {
      if (str(child._type) !== 'span') {
        problems.push(`${where(node, index)}: inline type "${str(child._type)}" has no component`);
        continue;
      }
      for (const mark of Array.isArray(child.marks) ? (child.marks as unknown[]).map(str) : []) {
        const markType = annotations.get(mark) ?? mark;
        if (!supported.marks.includes(markType))
          problems.push(`${where(node, index)}: mark "${markType}" has no component`);
      }
    }
  });
  return problems;
}

/** The heading level for a custom block's own titles: one below the last heading before it (h1 is the page title). */
export function headingLevels(body: readonly Node[]): Map<string, 2 | 3 | 4> {
  const levels = new Map<string, 2 | 3 | 4>();
  let last = 1;
  for (const node of body) {
    if (node._type === 'block' && /^h[2-6]$/.test(str(node.style))) last = Number(str(node.style).slice(1));
    else if (node._type !== 'block') levels.set(str(node._key), Math.min(last + 1, 4) as 2 | 3 | 4);
  }
  return levels;
}
