/**
 * ESLint rule `engine/no-app-paths`: the engine is a library the app composes, so an engine file names no path
 * into the app's folders (app/, widgets/, kit/, campaigns/, sandbox/): no import of them (relative or through
 * the @widgets, @kit and @sandbox aliases), no string or template naming a file or folder in them, no regular
 * expression over their file names, and no bare folder name (`'campaigns'`, `'widgets/x'`) given to a path
 * function (`join(root, 'campaigns')`, `path.resolve(dir, 'widgets', id)`, `new URL('kit', base)`). What the
 * engine needs of them, the app passes in (vite.config.ts, the npm scripts).
 */
import { dirname, relative, resolve, sep } from 'node:path';

const FOLDERS = ['app', 'widgets', 'kit', 'campaigns', 'sandbox'];
const NAMES = FOLDERS.join('|');
const ALIAS = new RegExp(`^@(widgets|kit|sandbox)(/|$)`);
/** A path in text: the folder at the start or after a space, quote or bracket, with ./ or ../ before it or not. */
const IN_TEXT = new RegExp(`(?:^|[\\s'"\`(\\[,])(?:\\.{1,2}/)*@?(${NAMES})/`);
/** A path continuing a template after an expression: `${root}/app/...`. */
const AFTER_EXPRESSION = new RegExp(`^/(${NAMES})/`);
/** A regular expression over file names: the folder between separators (`[\\/]app[\\/]`, `\/app\/`) or at the start. */
const IN_PATTERN = new RegExp(`(?:^\\^?|/)(${NAMES})/`);
/** A path argument naming one of the folders: its name alone, or its name and a `/`. */
const BARE = new RegExp(`^(${NAMES})(/|$)`);
/** The functions that build a path from their string arguments: node:path's (alone or as `path.x`, `posix.x`) and URL. */
const PATH_FUNCTIONS = new Set(['join', 'resolve', 'relative', 'normalize', 'URL']);
/** The name a call's callee is known by: `join(...)`, `path.join(...)`, `new URL(...)`. */
const calleeName = (callee) => (callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : undefined);
/** The text of a string argument: a string literal, or a template without expressions. */
const argumentText = (arg) =>
  arg.type === 'Literal' && typeof arg.value === 'string' ? arg.value : arg.type === 'TemplateLiteral' && arg.expressions.length === 0 ? (arg.quasis[0].value.cooked ?? '') : undefined;
/** A pattern's separators (`[\\/]`, `\/`) written as `/`. */
const separators = (source) => source.replace(/\[[\\/]+\]/g, '/').replace(/\\\//g, '/');

/** The outside folder an import specifier of `file` reaches (relative to the project root `cwd`), or undefined. */
function importedFolder(specifier, file, cwd) {
  const alias = ALIAS.exec(specifier);
  if (alias) return alias[1];
  if (!specifier.startsWith('.')) return undefined;
  const [first] = relative(cwd, resolve(dirname(file), specifier)).split(sep);
  return FOLDERS.includes(first) ? first : undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'An engine file names no path into app/, widgets/, kit/, campaigns/ or sandbox/: the app passes them in.' },
    schema: [],
    messages: {
      imports: "The engine imports nothing of {{folder}}/ ('{{specifier}}'): the app passes it in.",
      names: 'The engine names no path into {{folder}}/ ({{text}}): the app passes the value in.',
    },
  },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd;
    const checkImport = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const folder = importedFolder(source.value, file, cwd);
      if (folder) context.report({ node: source, messageId: 'imports', data: { folder, specifier: source.value } });
    };
    const imported = new WeakSet();
    const markImport = (node) => {
      if (node.source) imported.add(node.source);
      checkImport(node.source);
    };
    const report = (node, folder, text) => context.report({ node, messageId: 'names', data: { folder, text: JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text) } });
    const checkPathArguments = (node) => {
      if (!PATH_FUNCTIONS.has(calleeName(node.callee))) return;
      for (const arg of node.arguments) {
        const text = argumentText(arg);
        // A folder and a `/` (`'campaigns/x'`) is reported by the string visitors wherever it stands; here its bare name.
        const m = text === undefined ? null : BARE.exec(text);
        if (m && m[2] === '') report(arg, m[1], text);
      }
    };
    return {
      CallExpression: checkPathArguments,
      NewExpression: checkPathArguments,
      ImportDeclaration: markImport,
      ExportNamedDeclaration: markImport,
      ExportAllDeclaration: markImport,
      ImportExpression: markImport,
      TSImportType(node) {
        const source = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (source) imported.add(source);
        checkImport(source);
      },
      Literal(node) {
        if (imported.has(node)) return;
        if (typeof node.value === 'string') {
          const m = IN_TEXT.exec(node.value);
          if (m) report(node, m[1], node.value);
        } else if (node.regex) {
          const m = IN_PATTERN.exec(separators(node.regex.pattern));
          if (m) report(node, m[1], `/${node.regex.pattern}/`);
        }
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw;
        const first = node.parent.quasis[0] === node;
        const m = IN_TEXT.exec(text) ?? (first ? null : AFTER_EXPRESSION.exec(text));
        if (m) report(node, m[1], text);
      },
    };
  },
};

export default { meta: { name: 'engine' }, rules: { 'no-app-paths': rule } };
