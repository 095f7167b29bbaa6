// ESLint rule `start/render-matches-markup`: a component or hook must not read browser-only state
// (window, document, storage, navigator, location, the clock, randomness) while it renders, unless
// it asks useHydrationDone() first. The build prerendered the page without a browser, and the first
// client render must match that markup (src/start/README.md, "May this render differ from the
// prerendered HTML?"). Reads inside effects, event handlers, callbacks and state initialisers run
// in a nested function and are not flagged; a state initialiser still needs care.

const BROWSER_GLOBALS = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']);
const CLOCK_CALLS = new Set(['Date.now', 'Math.random', 'performance.now']);
const HYDRATION_HOOK = 'useHydrationDone';

const isComponentName = (name) => /^[A-Z]/.test(name);
const isHookName = (name) => /^use[A-Z0-9]/.test(name);

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The name a function renders under: its own, or the variable it (or memo/forwardRef of it) is assigned to. */
function renderName(fn) {
  if (fn.id?.name) return fn.id.name;
  let node = fn.parent;
  while (node?.type === 'CallExpression') node = node.parent;
  return node?.type === 'VariableDeclarator' && node.id.type === 'Identifier' ? node.id.name : null;
}

function enclosingFunction(node) {
  for (let current = node.parent; current; current = current.parent) if (FUNCTION_TYPES.has(current.type)) return current;
  return null;
}

/** Whether `fn`'s own body (not a nested function) calls useHydrationDone(). */
function asksHydration(fn, sourceCode) {
  let found = false;
  const visit = (node) => {
    if (found || !node || typeof node.type !== 'string') return;
    if (node !== fn && FUNCTION_TYPES.has(node.type)) return;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === HYDRATION_HOOK) {
      found = true;
      return;
    }
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  visit(fn);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const renderMatchesMarkup = {
  meta: {
    type: 'problem',
    docs: { description: 'Components and hooks read browser-only state during render only after useHydrationDone().' },
    schema: [],
    messages: {
      read:
        '{{what}} is read while {{name}} renders: the prerendered markup could not know it. Read it in an effect or handler, ' +
        'or render it only once useHydrationDone() is true (src/start/README.md).',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const checked = new Map();
    const report = (node, what) => {
      const fn = enclosingFunction(node);
      if (!fn) return;
      const name = renderName(fn);
      if (!name || !(isComponentName(name) || isHookName(name))) return;
      if (!checked.has(fn)) checked.set(fn, asksHydration(fn, sourceCode));
      if (!checked.get(fn)) context.report({ node, messageId: 'read', data: { what, name } });
    };
    const isGlobal = (node) => {
      const scope = sourceCode.getScope(node);
      let current = scope;
      while (current) {
        const variable = current.set.get(node.name);
        if (variable) return variable.defs.length === 0;
        current = current.upper;
      }
      return true;
    };
    return {
      Identifier(node) {
        if (!BROWSER_GLOBALS.has(node.name)) return;
        const parent = node.parent;
        if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if ((parent.type === 'Property' || parent.type === 'PropertyDefinition') && parent.key === node && !parent.computed) return;
        if (parent.type === 'TSQualifiedName' || parent.type === 'TSTypeReference' || parent.type === 'JSXAttribute') return;
        if (parent.type === 'ImportSpecifier' || parent.type === 'VariableDeclarator' && parent.id === node) return;
        if (!isGlobal(node)) return;
        report(node, parent.type === 'UnaryExpression' && parent.operator === 'typeof' ? `typeof ${node.name}` : node.name);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier' || callee.property.type !== 'Identifier') return;
        const name = `${callee.object.name}.${callee.property.name}`;
        if (CLOCK_CALLS.has(name)) report(node, `${name}()`);
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0) report(node, 'new Date()');
      },
    };
  },
};
