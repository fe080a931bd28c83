export declare const START_PAGES: ReadonlyArray<readonly [label: string, path: string]>;
export declare function startBanner(base: string): string[];
export declare const TOOL_PAGES: ReadonlyArray<readonly [label: string, path: string]>;
