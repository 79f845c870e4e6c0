import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * An import of one module's file by another module's file: `from` imports `to`, directly or through
 * files outside the modules (`via`, e.g. a plugin of the app); paths from the modules folder.
 */
export interface ModuleImport {
  from: string;
  to: string;
  via: string[];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The specifiers a file imports when it is loaded: `import … from`, `import type … from` and
 * `export … from` at the top level (with `valuesOnly`, not those of types alone, which load nothing). An `import()` inside a function runs only when it is called
 * (a module's index loads its routes so), so it ties nothing at load time.
 */
function loadTimeSpecifiers(path: string, { valuesOnly = false } = {}): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !(valuesOnly && (ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly))
    ) {
      return [statement.moduleSpecifier.text];
    }
    return [];
  });
}

/** The module (first folder under modulesRoot) a file belongs to, or undefined outside it. */
function moduleOf(modulesRoot: string, path: string): string | undefined {
  const inside = relative(modulesRoot, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return undefined;
  return inside.split(sep)[0];
}

/** Every load-time import from a file of one module to a file of another module under modulesRoot. */
export function crossModuleImports(modulesRoot: string): ModuleImport[] {
  const sourceRoot = dirname(modulesRoot);
  const known = new Set(sourceFiles(sourceRoot));
  const parsed = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let targets = parsed.get(file);
    if (!targets) {
      targets = loadTimeSpecifiers(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
        .filter((target) => known.has(target));
      parsed.set(file, targets);
    }
    return targets;
  };

  return sourceFiles(modulesRoot).flatMap((file) => {
    const fromModule = moduleOf(modulesRoot, file);
    const found: ModuleImport[] = [];
    const seen = new Set<string>();
    // Follows imports through files outside the modules (app plugins, platform code) to the modules they reach.
    const walk = (current: string, via: string[]) => {
      for (const target of importsOf(current)) {
        if (seen.has(target)) continue;
        seen.add(target);
        const toModule = moduleOf(modulesRoot, target);
        if (toModule === undefined) walk(target, [...via, relative(modulesRoot, target)]);
        else if (toModule !== fromModule) found.push({ from: relative(modulesRoot, file), to: relative(modulesRoot, target), via });
      }
    };
    walk(file, []);
    return found;
  });
}

const ROUTE_FILE = /(^|\/)routes(\/|\.ts$)|-routes\.ts$/;

/**
 * Route files a module's index imports at load time (types aside) (`<module>/index.ts -> <module>/routes/…`): an
 * index loads its routes only when the app registers them, so importing it for a service pulls in no
 * route graph.
 */
export function eagerRouteImports(modulesRoot: string): string[] {
  return readdirSync(modulesRoot)
    .map((name) => join(modulesRoot, name, 'index.ts'))
    .filter((index) => statSync(index, { throwIfNoEntry: false })?.isFile())
    .flatMap((index) =>
      loadTimeSpecifiers(index, { valuesOnly: true })
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => relative(modulesRoot, resolve(dirname(index), specifier.replace(/\.js$/, '.ts'))))
        .filter((target) => ROUTE_FILE.test(target.split(sep).join('/')))
        .map((target) => `${relative(modulesRoot, index)} -> ${target}`),
    )
    .sort();
}

// The calls themselves, and the areas' helpers that make them (`defineHistoryImportJob(app)`, `scheduleSprintRollOver(app)`).
const BACKGROUND_WORK = /\b(jobs\.(define|schedule)|live\.onPublish|paymentSettlement\.onCharged|(define|schedule|follow)[A-Z]\w*(?=\(app\b))\s*[<(]/g;

/**
 * Jobs and event listeners a route file registers (`<file>: jobs.define`): they belong to the
 * module's plugin (its index, or an app plugin), which runs once whatever routes are loaded.
 */
export function backgroundWorkInRoutes(modulesRoot: string): string[] {
  return sourceFiles(modulesRoot)
    .filter((file) => ROUTE_FILE.test(relative(modulesRoot, file).split(sep).join('/')))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(BACKGROUND_WORK)].map((match) => `${relative(modulesRoot, file)}: ${match[1]}`))
    .sort();
}

/**
 * The import cycles between modules: each is a list of modules (strongly connected, two or more),
 * with the file imports that tie them, sorted so a failure reads the same on every run.
 */
export function moduleCycles(imports: ModuleImport[]): Array<{ modules: string[]; imports: string[] }> {
  const moduleName = (path: string) => path.split(sep)[0];
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const targets = edges.get(moduleName(from)) ?? new Set<string>();
    targets.add(moduleName(to));
    edges.set(moduleName(from), targets);
    if (!edges.has(moduleName(to))) edges.set(moduleName(to), new Set());
  }

  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);

  return components
    .map((modules) => ({
      modules,
      imports: imports
        .filter(({ from, to }) => modules.includes(moduleName(from)) && modules.includes(moduleName(to)))
        .map(({ from, to, via }) => [from, ...via, to].join(' -> '))
        .sort(),
    }))
    .sort((a, b) => a.modules[0].localeCompare(b.modules[0]));
}
