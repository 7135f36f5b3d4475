import { coursePath } from '../../../contracts/routes.ts';
import { aqfLevel, aqfLevelName } from './aqf.ts';
import type { PathwayKind, PathwaySource } from './links.ts';

/** Sizes in SVG units: a box per course, columns by AQF level, units first. */
const BOX = { width: 208, height: 64 };
const GAP = { column: 72, row: 16 };
const PAD = 8;
const HEADER = 36;
/** Characters of a title that fit one line of a box at the diagram's font size. */
const LINE_CHARS = 31;

export interface DiagramNode {
  id: string;
  code: string;
  title: string;
  /** The title in at most two lines, cut with "…" when longer; the text alternative has it whole. */
  titleLines: string[];
  href: string | null;
  x: number;
  y: number;
}

export interface DiagramEdge {
  kind: PathwayKind;
  from: string;
  to: string;
  /** An SVG path from the box of `from` to the box of `to`. */
  d: string;
}

export interface PathwayDiagram {
  width: number;
  height: number;
  columns: { label: string; x: number }[];
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  box: typeof BOX;
}

/** Words of a title in at most two lines of `LINE_CHARS`. */
export function wrapTitle(title: string, chars = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  const second = `${lines[1]} ${lines.slice(2).join(' ')}`;
  return [lines[0], `${second.slice(0, chars - 1).trimEnd()}…`];
}

const edgesOf = (course: PathwaySource) => [
  ...course.leadsTo.map((to) => ({ kind: 'leads' as const, from: course._id, to })),
  ...course.creditTowards.map((to) => ({ kind: 'credit' as const, from: course._id, to })),
];

/**
 * A category's pathways drawn at build time: its courses that lead somewhere or are led to (and the courses at the
 * other end of those links), in columns of units then qualifications by AQF level, with an arrow per link. Null
 * when none of the category's courses has a pathway.
 */
export function pathwayDiagram(
  categoryIds: ReadonlySet<string>,
  courses: readonly PathwaySource[],
): PathwayDiagram | null {
  const byId = new Map(courses.map((course) => [course._id, course]));
  const links = courses
    .flatMap(edgesOf)
    .filter((edge) => byId.has(edge.to) && (categoryIds.has(edge.from) || categoryIds.has(edge.to)));
  if (links.length === 0) return null;
  const shown = new Set(links.flatMap((edge) => [edge.from, edge.to]));
  const members = courses.filter((course) => shown.has(course._id));
  const levelOf = (course: PathwaySource) => aqfLevel(course) ?? 0;
  const levels = [...new Set(members.map(levelOf))].sort((a, b) => a - b);
  const columnX = (level: number) => PAD + levels.indexOf(level) * (BOX.width + GAP.column);
  const rows = new Map<number, number>();
  const nodes = members.map((course): DiagramNode => {
    const level = levelOf(course);
    const row = rows.get(level) ?? 0;
    rows.set(level, row + 1);
    return {
      id: course._id,
      code: course.code,
      title: course.title,
      titleLines: wrapTitle(course.title),
      href: course.hasDetailPage ? coursePath(course.slug) : null,
      x: columnX(level),
      y: HEADER + row * (BOX.height + GAP.row),
    };
  });
  const at = new Map(nodes.map((node) => [node.id, node]));
  const edges = links.map(({ kind, from, to }): DiagramEdge => {
    const a = at.get(from)!;
    const b = at.get(to)!;
    const midY = (node: DiagramNode) => node.y + BOX.height / 2;
    if (a.x === b.x) {
      // Within a column (one unit leading to the next): a loop out to the right and back.
      const side = a.x + BOX.width;
      return {
        kind,
        from,
        to,
        d: `M${side} ${midY(a)} C${side + 40} ${midY(a)} ${side + 40} ${midY(b)} ${side + 4} ${midY(b)}`,
      };
    }
    const forward = b.x > a.x;
    const startX = forward ? a.x + BOX.width : a.x;
    const endX = forward ? b.x - 4 : b.x + BOX.width + 4;
    const bend = (endX - startX) / 2;
    return {
      kind,
      from,
      to,
      d: `M${startX} ${midY(a)} C${startX + bend} ${midY(a)} ${endX - bend} ${midY(b)} ${endX} ${midY(b)}`,
    };
  });
  const tallest = Math.max(...rows.values());
  return {
    width: PAD * 2 + levels.length * BOX.width + (levels.length - 1) * GAP.column + 40,
    height: HEADER + tallest * (BOX.height + GAP.row),
    columns: levels.map((level) => ({
      label: level === 0 ? 'Units' : aqfLevelName(level),
      x: columnX(level),
    })),
    nodes,
    edges,
    box: BOX,
  };
}
