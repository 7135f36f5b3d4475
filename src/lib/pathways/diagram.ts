import { coursePath } from '../../../contracts/routes.ts';
import { aqfLevel, aqfLevelName } from './aqf.ts';
import type { PathwayKind, PathwayLink, PathwaySource } from './links.ts';

/** Sizes in SVG units: a box per course, columns by AQF level, units first. */
const BOX_WIDTH = 208;
const LINE = 15;
const GAP = { column: 72, row: 16 };
const PAD = 8;
const HEADER = 36;
/** Characters of a title that fit one line of a box at the diagram's font size. */
const LINE_CHARS = 31;
/** The same for the bold line of units that count. */
const CREDIT_LINE_CHARS = 24;

export interface DiagramNode {
  id: string;
  code: string;
  title: string;
  /** The title in at most two lines, cut with "…" when longer; the text alternative has it whole. */
  titleLines: string[];
  /** A qualification's lines of the units that count towards it ("Units that count: TLIF0009 TLIA1001"). */
  creditLines: string[];
  href: string | null;
  x: number;
  y: number;
  height: number;
}

interface DiagramEdge {
  kind: PathwayKind;
  from: string;
  to: string;
}

export interface DiagramArrow {
  from: string;
  to: string;
  /** An SVG path from the box of `from` to the box of `to`. */
  d: string;
}

export interface PathwayDiagram {
  width: number;
  height: number;
  boxWidth: number;
  columns: { label: string; x: number }[];
  nodes: DiagramNode[];
  /** The text alternative: each course with a pathway, and its links in words. */
  words: { code: string; title: string; href: string | null; links: Pick<PathwayLink, 'kind' | 'code' | 'title'>[] }[];
  /** The "leads to" links drawn as arrows; credit shows inside the qualification's box. */
  arrows: DiagramArrow[];
}

/** Words in lines of at most `chars`; with `maxLines`, the last line is cut with "…". */
export function wrapWords(text: string, chars = LINE_CHARS, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const last = lines.slice(maxLines - 1).join(' ');
  return [...lines.slice(0, maxLines - 1), `${last.slice(0, chars - 1).trimEnd()}…`];
}

const edgesOf = (course: PathwaySource): DiagramEdge[] => [
  ...course.leadsTo.map((to) => ({ kind: 'leads' as const, from: course._id, to })),
  ...course.creditTowards.map((to) => ({ kind: 'credit' as const, from: course._id, to })),
];

/** A column's courses in their order, each followed by the courses of the same column it leads to (a chain). */
function chained(column: PathwaySource[], leads: DiagramEdge[]): PathwaySource[] {
  const inColumn = new Map(column.map((course) => [course._id, course]));
  const next = (id: string) => leads.filter((edge) => edge.from === id && inColumn.has(edge.to)).map((edge) => edge.to);
  const led = new Set(leads.filter((edge) => inColumn.has(edge.from)).flatMap((edge) => next(edge.from)));
  const placed: PathwaySource[] = [];
  const place = (id: string) => {
    if (placed.some((course) => course._id === id)) return;
    placed.push(inColumn.get(id)!);
    next(id).forEach(place);
  };
  column.filter((course) => !led.has(course._id)).forEach((course) => place(course._id));
  column.forEach((course) => place(course._id));
  return placed;
}

/**
 * A category's pathways drawn at build time: qualifications in columns by AQF level with an arrow for each "leads
 * to", the units that count towards each written in its box, and a column of units that lead on to other units.
 * Includes the courses at the other end of the category's links. Null when no course of the category has one.
 */
export function pathwayDiagram(
  categoryIds: ReadonlySet<string>,
  courses: readonly PathwaySource[],
): PathwayDiagram | null {
  const byId = new Map(courses.map((course) => [course._id, course]));
  const edges = courses
    .flatMap(edgesOf)
    .filter((edge) => byId.has(edge.to) && (categoryIds.has(edge.from) || categoryIds.has(edge.to)));
  if (edges.length === 0) return null;
  const leads = edges.filter((edge) => edge.kind === 'leads');
  const drawn = new Set([
    ...leads.flatMap((edge) => [edge.from, edge.to]),
    ...edges.filter((edge) => edge.kind === 'credit').map((edge) => edge.to),
  ]);
  const levelOf = (course: PathwaySource) => aqfLevel(course) ?? 0;
  const members = courses.filter((course) => drawn.has(course._id));
  const levels = [...new Set(members.map(levelOf))].sort((a, b) => a - b);
  const columnX = (level: number) => PAD + levels.indexOf(level) * (BOX_WIDTH + GAP.column);
  const nodes: DiagramNode[] = [];
  for (const level of levels) {
    let y = HEADER;
    for (const course of chained(
      members.filter((member) => levelOf(member) === level),
      leads,
    )) {
      const credits = edges
        .filter((edge) => edge.kind === 'credit' && edge.to === course._id)
        .map((edge) => byId.get(edge.from)!.code);
      const titleLines = wrapWords(course.title, LINE_CHARS, 2);
      const creditLines =
        credits.length > 0 ? wrapWords(`Units that count: ${credits.join(' ')}`, CREDIT_LINE_CHARS) : [];
      const height = 30 + (titleLines.length + creditLines.length) * LINE;
      nodes.push({
        id: course._id,
        code: course.code,
        title: course.title,
        titleLines,
        creditLines,
        href: course.hasDetailPage ? coursePath(course.slug) : null,
        x: columnX(level),
        y,
        height,
      });
      y += height + GAP.row;
    }
  }
  const at = new Map(nodes.map((node) => [node.id, node]));
  const midY = (node: DiagramNode) => node.y + node.height / 2;
  const arrows = leads.map(({ from, to }): DiagramArrow => {
    const a = at.get(from)!;
    const b = at.get(to)!;
    if (a.x === b.x) {
      // Within a column (one unit leading to the next, placed below it): a short arrow down.
      const x = a.x + BOX_WIDTH / 2;
      return { from, to, d: `M${x} ${a.y + a.height} L${x} ${b.y - 3}` };
    }
    const forward = b.x > a.x;
    const startX = forward ? a.x + BOX_WIDTH : a.x;
    const endX = forward ? b.x - 3 : b.x + BOX_WIDTH + 3;
    const bend = (endX - startX) / 2;
    return {
      from,
      to,
      d: `M${startX} ${midY(a)} C${startX + bend} ${midY(a)} ${endX - bend} ${midY(b)} ${endX} ${midY(b)}`,
    };
  });
  return {
    width: PAD * 2 + levels.length * BOX_WIDTH + (levels.length - 1) * GAP.column,
    height: Math.max(...nodes.map((node) => node.y + node.height)) + PAD,
    boxWidth: BOX_WIDTH,
    columns: levels.map((level) => ({ label: level === 0 ? 'Units' : aqfLevelName(level), x: columnX(level) })),
    nodes,
    arrows,
    words: courses
      .filter((course) => edges.some((edge) => edge.from === course._id))
      .map((course) => ({
        code: course.code,
        title: course.title,
        href: course.hasDetailPage ? coursePath(course.slug) : null,
        links: edges
          .filter((edge) => edge.from === course._id)
          .map((edge) => ({ kind: edge.kind, code: byId.get(edge.to)!.code, title: byId.get(edge.to)!.title })),
      })),
  };
}
