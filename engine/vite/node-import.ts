/**
 * A TypeScript module of the app loaded in the build's own Node process (tsx), for the modules the Vite config
 * does not bundle (the widgets and the route table import components, TSX and CSS). The app names the file;
 * `T` is the module's type (`typeof RouteTable`, `import type * as RouteTable` of the module), so a renamed export fails the typecheck.
 */
export async function importTs<T>(file: string): Promise<T> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(file, import.meta.url)) as T;
}
