// Local ESLint plugin: folder boundaries between the repo's own modules.
//
// `no-restricted-imports` matches the import *text*, and `../client` means a different
// folder at every depth, so it cannot say "nothing under src/server imports src/client".
// import-x's `no-restricted-paths` resolves through the file system, so it stays silent on
// targets that do not exist yet. This rule resolves relative (and `/`-rooted) specifiers
// against the importing file's folder, purely by string, and checks the repo-relative
// result against a single table of boundaries (see eslint.config.js). Package imports
// (bare specifiers) are left to `no-restricted-imports`.
//
// Checked: static imports, `export ... from`, `import x = require()`, `import()`,
// `require()` and `import('...')` types. A boundary may let dynamic `import()` through
// (`allowDynamic`) and/or let type-only imports through (`allowTypeOnly`: only
// `import type` / `export type` / `import('...')` types, which TypeScript erases).
// `allowWithin` (a folder glob) lets an import through when it stays inside the importer's
// own match of that glob: `src/server/domain/*` lets a file reach its own area's files only.
// `except` (globs) lets through targets that `forbid` matches: a folder's index, say.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repo root: this file lives in <root>/tools/lint/. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A small glob: `**` spans folders, `*` stays inside one path segment, and a pattern
 * ending in `/**` also matches the folder itself (so `src/client/**` covers `../client`).
 * @param {string} glob
 * @returns {RegExp}
 */
export function globToRegExp(glob) {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const atEnd = i + 2 === glob.length;
      const slashAfter = glob[i + 2] === '/';
      const slashBefore = out.endsWith('/');
      if (slashBefore && atEnd) {
        out = out.slice(0, -1) + '(?:/.*)?'; // `a/**`: a and all below it
      } else if (slashAfter) {
        out += '(?:.*/)?'; // `**/`: zero or more folders
        i += 1;
      } else {
        out += '.*';
      }
      i += 1;
    } else if (c === '*') {
      out += '[^/]*';
    } else if (c === '?') {
      out += '[^/]';
    } else {
      out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${out}$`);
}

/** @param {string[] | undefined} globs */
function matcher(globs) {
  const res = (globs ?? []).map(globToRegExp);
  return (/** @type {string} */ p) => res.some((re) => re.test(p));
}

/**
 * Resolves an import specifier to a repo-relative POSIX path, or null when it names a
 * package or points outside the repo.
 * @param {string} importer repo-relative path of the importing file
 * @param {string} specifier
 */
export function resolveSpecifier(importer, specifier) {
  const spec = specifier.split(/[?#]/, 1)[0] ?? ''; // drop Vite's ?url, ?raw, ...
  let resolved;
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    resolved = path.posix.normalize(path.posix.join(path.posix.dirname(importer), spec));
  } else if (spec.startsWith('/')) {
    resolved = path.posix.normalize(spec.slice(1)); // Vite: `/src/...` is root-relative
  } else {
    return null;
  }
  if (resolved === '..' || resolved.startsWith('../')) return null;
  return resolved.replace(/\/$/, '');
}

const boundarySchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    files: { type: 'array', items: { type: 'string' } },
    excludeFiles: { type: 'array', items: { type: 'string' } },
    forbid: { type: 'array', items: { type: 'string' } },
    except: { type: 'array', items: { type: 'string' } },
    allowOnly: { type: 'array', items: { type: 'string' } },
    allowDynamic: { type: 'boolean' },
    allowTypeOnly: { type: 'boolean' },
    allowWithin: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['name', 'files', 'message'],
  additionalProperties: false,
};

/**
 * The importer's own match of a folder glob (`src/server/domain/*` → `src/server/domain/chat`),
 * or null when the importer is not under it.
 * @param {string | undefined} glob
 * @param {string} importer
 */
function folderOf(glob, importer) {
  if (!glob) return null;
  const re = globToRegExp(glob);
  const parts = importer.split('/');
  for (let n = 1; n < parts.length; n++) {
    const folder = parts.slice(0, n).join('/');
    if (re.test(folder)) return folder;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the folder boundaries between the repo’s layers' },
    schema: [
      {
        type: 'object',
        properties: { boundaries: { type: 'array', items: boundarySchema } },
        required: ['boundaries'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossed: '{{specifier}} ({{target}}) crosses the "{{name}}" boundary: {{message}}',
    },
  },
  create(context) {
    const importer = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    if (importer.startsWith('..') || path.isAbsolute(importer)) return {};

    const boundaries = (context.options[0]?.boundaries ?? [])
      .map((b) => ({
        ...b,
        appliesTo: matcher(b.files),
        excluded: matcher(b.excludeFiles),
        forbids: matcher(b.forbid),
        excepted: matcher(b.except),
        allows: b.allowOnly ? matcher(b.allowOnly) : null,
        within: folderOf(b.allowWithin, importer),
      }))
      .filter((b) => b.appliesTo(importer) && !b.excluded(importer));
    if (boundaries.length === 0) return {};

    /**
     * @param {any} sourceNode the string literal holding the specifier
     * @param {{ dynamic?: boolean, typeOnly?: boolean }} kind
     */
    function check(sourceNode, kind) {
      let specifier;
      if (sourceNode?.type === 'Literal' && typeof sourceNode.value === 'string') {
        specifier = sourceNode.value;
      } else if (sourceNode?.type === 'TemplateLiteral' && sourceNode.expressions.length === 0) {
        specifier = sourceNode.quasis[0].value.cooked;
      } else {
        return; // computed specifier: cannot know
      }
      const target = resolveSpecifier(importer, specifier);
      if (target === null) return;
      for (const b of boundaries) {
        const crossed = b.allows ? !b.allows(target) : b.forbids(target) && !b.excepted(target);
        if (!crossed) continue;
        if (b.within && target.startsWith(`${b.within}/`)) continue;
        if (kind.dynamic && b.allowDynamic) continue;
        if (kind.typeOnly && b.allowTypeOnly) continue;
        context.report({
          node: sourceNode,
          messageId: 'crossed',
          data: { specifier, target, name: b.name, message: b.message },
        });
        return; // one report per import is enough
      }
    }

    return {
      ImportDeclaration(node) {
        check(node.source, { typeOnly: /** @type {any} */ (node).importKind === 'type' });
      },
      ExportNamedDeclaration(node) {
        if (node.source) {
          check(node.source, { typeOnly: /** @type {any} */ (node).exportKind === 'type' });
        }
      },
      ExportAllDeclaration(node) {
        check(node.source, { typeOnly: /** @type {any} */ (node).exportKind === 'type' });
      },
      ImportExpression(node) {
        check(node.source, { dynamic: true });
      },
      CallExpression(node) {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          node.arguments.length === 1
        ) {
          check(node.arguments[0], {});
        }
      },
      /** @param {any} node */
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference.type === 'TSExternalModuleReference') {
          check(node.moduleReference.expression, { typeOnly: node.importKind === 'type' });
        }
      },
      /** @param {any} node `typeof import('...')` in a type position */
      TSImportType(node) {
        const arg = node.argument;
        check(arg?.type === 'TSLiteralType' ? arg.literal : arg, { typeOnly: true });
      },
    };
  },
};

export default {
  meta: { name: 'local-boundaries' },
  rules: { 'import-boundaries': importBoundaries },
};
