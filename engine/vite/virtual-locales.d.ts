/** Parts of the shared strings, served by engine/vite/locales-plugin (see engine/vite/locale-parts.ts). */
declare module 'virtual:locales/en/startup' {
  /** The start-up failure screen's strings. */
  const startup: { shell: { error: { title: string; generic: string }; reload: string } };
  export default startup;
}

declare module 'virtual:locales/*' {
  /** One part of a language's shared strings (nested keys, placeholders as `{name}`). */
  const part: Record<string, unknown>;
  export default part;
}
