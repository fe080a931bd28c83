/**
 * The chunks of the client build: file -> its facade module (absent for a chunk shared by several importers,
 * such as the engine runtime or a widget definition used by two campaigns), the modules it holds, static and
 * dynamic imports, and whether it only re-exports a module of another chunk (a component that came with its
 * campaign's chunk).
 */
export type ChunkIndex = Map<string, { facade?: string; modules?: readonly string[]; imports: string[]; dynamicImports: string[]; reexportOnly?: boolean }>;

/**
 * Chunk files the first screen of a campaign needs: the campaign's compiled
 * module with the chunks it imports, statically: the definitions and the
 * components of the widgets of its first screen among them (the build imports
 * the component files the definitions declare, engine/vite/compile-campaign.ts),
 * never what loads on demand. Listed as modulepreload in the page, they are
 * fetched in parallel while the HTML parses, instead of one after another as
 * the code asks for them. A chunk that only re-exports a module already in
 * those chunks is not fetched: the page never asks for it.
 */
export function chunksOf(index: ChunkIndex, facade: string, base: string): string[] {
  // A module loaded on demand may sit in a shared chunk (the app's services ride in the engine runtime's).
  const start = ([...index].find(([, c]) => c.facade === facade) ?? [...index].find(([, c]) => c.modules?.includes(facade)))?.[0];
  if (start === undefined) return [];
  const out = new Set<string>();
  // Shared chunks have no facade but are walked too (a widget definition several campaigns use).
  const walk = (file: string): void => {
    if (out.has(file)) return;
    const chunk = index.get(file);
    if (chunk?.reexportOnly) {
      for (const dep of chunk.imports) walk(dep);
      return;
    }
    out.add(file);
    for (const dep of chunk?.imports ?? []) walk(dep);
  };
  walk(start);
  return [...out].map((f) => `${base}${f}`);
}
