// @ts-check
// The borders between the parts of the repository, as lint rules. They read every way a module names another:
// `import … from`, `export … from`, `import()` and `import('…').Type`, and resolve relative paths, so a path that
// climbs out of its folder (`../../package.json`) is caught wherever it starts.
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/** @typedef {import('eslint').Rule.RuleContext} Context */
/** @typedef {import('eslint').Rule.Node} Node */

/**
 * Calls `check` with the text of every module specifier in the file, and `unnamed` for an `import()` whose module
 * is computed, so cannot be checked.
 * @param {(specifier: string, node: Node) => void} check
 * @param {(node: Node) => void} [unnamed]
 * @returns {import('eslint').Rule.RuleListener}
 */
const everySpecifier = (check, unnamed = () => {}) => {
  /** @param {any} source @param {Node} node */
  const read = (source, node) => {
    if (source?.type === 'Literal' && typeof source.value === 'string') check(source.value, node);
    else if (source?.type === 'TemplateLiteral' && source.expressions.length === 0)
      check(source.quasis[0].value.cooked, node);
    else unnamed(node);
  };
  return {
    ImportDeclaration: (node) => read(node.source, node),
    ExportAllDeclaration: (node) => read(node.source, node),
    ExportNamedDeclaration: (node) => node.source && read(node.source, node),
    ImportExpression: (node) => read(node.source, node),
    // `typeof import('…')` in a type: typescript-eslint's node, which ESLint's types do not list.
    /** @param {any} node */
    TSImportType: (node) => read(node.source ?? node.argument?.literal, node),
  };
};

const isRelative = (/** @type {string} */ specifier) => /^\.{1,2}\//.test(specifier) || isAbsolute(specifier);

/** The repository path a relative specifier names, from the linted file. */
const target = (/** @type {Context} */ context, /** @type {string} */ specifier) =>
  relative(context.cwd, resolve(dirname(context.filename), specifier)).replaceAll('\\', '/');

const inside = (/** @type {string} */ path, /** @type {string} */ folder) =>
  path === folder || path.startsWith(`${folder}/`);

/** @type {import('eslint').Rule.RuleModule} */
const stayWithin = {
  meta: {
    type: 'problem',
    docs: { description: 'A file imports only from the listed folders, and packages only when allowed.' },
    schema: [
      {
        type: 'object',
        properties: {
          folders: { type: 'array', items: { type: 'string' } },
          packages: { enum: ['any', 'node'] },
          message: { type: 'string' },
        },
        required: ['folders', 'packages', 'message'],
        additionalProperties: false,
      },
    ],
    messages: {
      outside: '"{{specifier}}" is {{path}}. {{message}}',
      package: '"{{specifier}}" is a package. {{message}}',
      unnamed: 'This import() computes its module, so its border cannot be checked: name the module. {{message}}',
    },
  },
  create(context) {
    const { folders, packages, message } = context.options[0];
    return everySpecifier(
      (specifier, node) => {
        if (!isRelative(specifier)) {
          if (packages === 'node' && !specifier.startsWith('node:'))
            context.report({ node, messageId: 'package', data: { specifier, message } });
          return;
        }
        const path = target(context, specifier);
        if (!folders.some((/** @type {string} */ folder) => inside(path, folder)))
          context.report({ node, messageId: 'outside', data: { specifier, path, message } });
      },
      (node) => context.report({ node, messageId: 'unnamed', data: { message } }),
    );
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const namedFile = {
  meta: {
    type: 'problem',
    docs: { description: 'Node runs this file as it is: a relative import names the file with its extension.' },
    schema: [],
    messages: {
      extension: '"{{specifier}}": Node runs this file, and resolves only a relative import that names the file (.ts).',
    },
  },
  create: (context) =>
    everySpecifier((specifier, node) => {
      if (isRelative(specifier) && !/\.(ts|json)$/.test(specifier))
        context.report({ node, messageId: 'extension', data: { specifier } });
    }),
};

/** @type {import('eslint').Rule.RuleModule} */
const noGetters = {
  meta: {
    type: 'problem',
    docs: { description: 'Components render what their page hands them; only pages and layouts load content.' },
    schema: [],
    messages: {
      getter:
        '"{{name}}" loads content. A component renders what it is given: call it in the page (src/pages/) and pass the result as props.',
      content: 'A component loads no content module at run time: the page loads it and passes it as props.',
    },
  },
  create(context) {
    const getter = /^get[A-Z]/;
    return {
      // typescript-eslint's nodes: `importKind` says whether an import is erased (`import type`), which ESLint's
      // own types do not list.
      /** @param {any} node */
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const imported =
            specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
          if (getter.test(imported)) context.report({ node: specifier, messageId: 'getter', data: { name: imported } });
        }
      },
      ImportExpression(node) {
        const source = node.source;
        if (source.type === 'Literal' && typeof source.value === 'string' && isRelative(source.value))
          if (inside(target(context, source.value), 'src/content')) context.report({ node, messageId: 'content' });
      },
    };
  },
};

export const plugin = {
  meta: { name: 'borders' },
  rules: { 'stay-within': stayWithin, 'named-file': namedFile, 'no-getters': noGetters },
};

/**
 * @param {string[]} files
 * @param {{ folders: string[]; packages: 'any' | 'node'; message: string }} options
 * @returns {import('eslint').Linter.Config}
 */
const stayIn = (files, options) => ({ files, rules: { 'borders/stay-within': ['error', options] } });

const THROUGH_CONTRACTS = 'What the three programs share is in contracts/.';

/** The borders, for eslint.config.js and for the test that plants a violation of each. */
export const borders = /** @type {import('eslint').Linter.Config[]} */ ([
  { plugins: { borders: plugin } },
  stayIn(['contracts/**'], {
    folders: ['contracts'],
    packages: 'node',
    message: 'contracts/ imports only itself and the Node standard library.',
  }),
  stayIn(['server/**'], { folders: ['server', 'contracts'], packages: 'any', message: THROUGH_CONTRACTS }),
  stayIn(['studio/**'], { folders: ['studio', 'contracts'], packages: 'any', message: THROUGH_CONTRACTS }),
  stayIn(['src/content/**'], {
    folders: ['src/content', 'contracts'],
    packages: 'any',
    message: 'src/content/ is the ground floor of src/: it imports only itself and contracts/.',
  }),
  {
    // Node runs these as they are (type stripping): the folders it runs (the local Studio's lake and commands; the
    // integration tests' harness and fixtures, which scripts and child processes load; the shared test fixtures, one
    // of which the bench applies with), and a file anywhere named *.node.ts.
    files: [
      'contracts/**',
      'server/**',
      'scripts/**',
      'src/integrations/**',
      'studio/local/**',
      'tests/integration/**',
      'tests/fixtures/**',
      '**/*.node.ts',
    ],
    rules: { 'borders/named-file': 'error' },
  },
  { files: ['src/components/**'], rules: { 'borders/no-getters': 'error' } },
]);
