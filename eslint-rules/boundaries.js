// Keeps the layout's boundaries: pwa/ imports nothing under api/ except api/contract/,
// and api/contract/ imports neither api/ nor pwa/.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inside = (file, folder) => {
  const relative = path.relative(path.join(root, folder), file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

function resolveTarget(file, source) {
  if (source.startsWith('@contract/') || source === '@contract') {
    return path.join(root, 'api/contract', source.slice('@contract'.length));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null; // a package
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the pwa/ ↔ api/ ↔ api/contract/ import boundaries' },
    messages: {
      pwaToApi: 'pwa/ may import from api/contract/ only (found "{{source}}").',
      contractOutward: 'api/contract/ must not import from api/ or pwa/ (found "{{source}}").',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const source = node.source.value;
      const target = resolveTarget(file, source);
      if (!target) return;
      if (inside(file, 'pwa') && inside(target, 'api') && !inside(target, 'api/contract')) {
        context.report({ node, messageId: 'pwaToApi', data: { source } });
      }
      if (
        inside(file, 'api/contract') &&
        (inside(target, 'pwa') || (inside(target, 'api') && !inside(target, 'api/contract')))
      ) {
        context.report({ node, messageId: 'contractOutward', data: { source } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
