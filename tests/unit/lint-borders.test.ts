import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import astro from 'eslint-plugin-astro';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { borders } from '../../eslint-rules/borders.js';

// The borders of eslint.config.js, on files planted where a violation would be written (never written to disk).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    ...astro.configs['flat/base'],
    ...borders,
  ],
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}
const refused = (rule: string, text: string) => [{ ruleId: `borders/${rule}`, message: expect.stringContaining(text) }];

describe('the lint borders', () => {
  it('keep contracts/ to itself and the Node standard library, however a module is named', async () => {
    const message = 'contracts/ imports only itself and the Node standard library.';
    expect(await problems('contracts/rules/planted.ts', "import pkg from '../../package.json';")).toEqual(
      refused('stay-within', `"../../package.json" is package.json. ${message}`),
    );
    expect(await problems('contracts/planted.ts', "export { x } from '../src/lib/x.ts';")).toEqual(
      refused('stay-within', 'is src/lib/x.ts'),
    );
    expect(await problems('contracts/planted.ts', "type T = typeof import('../server/app.ts');")).toEqual(
      refused('stay-within', 'is server/app.ts'),
    );
    expect(await problems('contracts/planted.ts', "import { z } from 'zod';")).toEqual(
      refused('stay-within', '"zod" is a package'),
    );
    expect(
      await problems(
        'contracts/rules/planted.ts',
        "import { readFile } from 'node:fs/promises';\nimport { telHref } from './phone.ts';\nimport { ROUTES } from '../routes.ts';",
      ),
    ).toEqual([]);
  });

  it("keep the publisher and the Studio out of the site's code, in import() too", async () => {
    expect(await problems('server/planted.ts', "await import('../src/content/courses.ts');")).toEqual(
      refused('stay-within', 'is src/content/courses.ts'),
    );
    expect(await problems('server/planted.ts', 'await import(`../package.json`);')).toEqual(
      refused('stay-within', 'is package.json'),
    );
    expect(await problems('server/planted.ts', 'const name = "x.ts";\nawait import(`./${name}`);')).toEqual(
      refused('stay-within', 'computes its module'),
    );
    expect(
      await problems('studio/schemaTypes/planted.ts', "import type { X } from '../../src/content/courses';"),
    ).toEqual(refused('stay-within', 'is src/content/courses'));
    expect(
      await problems('server/core/planted.ts', "import { x } from '../../contracts/routes.ts';\nimport pg from 'pg';"),
    ).toEqual([]);
  });

  it('keep src/content/ on the ground floor of src/', async () => {
    expect(
      await problems('src/content/planted.ts', "import { getCourseSchedules } from '../lib/intakes/schedules.ts';"),
    ).toEqual(refused('stay-within', 'src/content/ is the ground floor of src/'));
    expect(
      await problems('src/content/planted.ts', "import { z } from 'zod';\nimport { getCourses } from './courses.ts';"),
    ).toEqual([]);
  });

  it('make a file Node runs name what it imports, by its name or its folder', async () => {
    const message = 'Node runs this file';
    expect(await problems('src/lib/search/planted.node.ts', "import { x } from './query';")).toEqual(
      refused('named-file', message),
    );
    expect(await problems('scripts/planted.ts', "export * from './free-port';")).toEqual(
      refused('named-file', message),
    );
    expect(
      await problems('src/integrations/planted.ts', "import { x } from '../lib/search/index-log.node.ts';"),
    ).toEqual([]);
    expect(await problems('src/lib/search/planted.ts', "import { x } from './query';")).toEqual([]);
  });

  it('let components render only what their page hands them', async () => {
    const component = (imports: string) => `---\n${imports}\n---\n<p>planted</p>\n`;
    expect(
      await problems(
        'src/components/course/Planted.astro',
        component("import { getCourses } from '../../content/courses';"),
      ),
    ).toEqual(refused('no-getters', '"getCourses" loads content'));
    expect(
      await problems(
        'src/components/course/Planted.astro',
        component("import { getStartFacts } from '../../lib/intakes/schedules';"),
      ),
    ).toEqual(refused('no-getters', '"getStartFacts" loads content'));
    expect(await problems('src/components/course/planted.ts', "void import('../../content/courses');")).toEqual(
      refused('no-getters', 'loads no content module'),
    );
    expect(
      await problems(
        'src/components/course/Planted.astro',
        component(
          "import type { CoursePage } from '../../content/courses';\nimport { imageUrl } from '../../content/image-url';",
        ),
      ),
    ).toEqual([]);
  });
});

/** The relative modules a file loads when Node runs it: type-only imports are erased, so they load nothing. */
function loadedBy(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(process.cwd(), resolve(dirname(file), specifier)))
    .filter((path) => /\.(ts|mjs)$/.test(path) && existsSync(path));
}

describe('the files Node runs', () => {
  it('all say so in their name or folder, so the lint border reaches every one', async () => {
    const scripts = Object.values((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts);
    const entries = [
      'astro.config.mjs',
      ...scripts.flatMap((line: string) => [...line.matchAll(/\bnode (?:--\S+ )*(\S+\.(?:ts|mjs))/g)].map((m) => m[1])),
    ];
    const reached = new Set<string>();
    for (let queue = entries; queue.length;) {
      const next = queue.filter((file) => !reached.has(file));
      next.forEach((file) => reached.add(file));
      queue = next.flatMap(loadedBy);
    }
    // The walk must reach through the integrations into src/, or it proves nothing.
    expect([...reached]).toContain('src/lib/search/records-in-page.node.ts');
    const real = new ESLint({ cwd: process.cwd() });
    const unnamed: string[] = [];
    for (const file of [...reached].filter((path) => path.endsWith('.ts'))) {
      const config = (await real.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
      if (!config.rules?.['borders/named-file']) unnamed.push(file);
    }
    expect(unnamed).toEqual([]);
  });
});
