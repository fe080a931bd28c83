/** Shared state of one campaign check: what is declared, and the issues found so far. */
import type { SourceMap } from './yaml-safe';
import type { FlowNode } from './url-flow';
import type { CampaignStrings, DefinitionIssue, Locale, WidgetRegistry } from './types';
import { formatPath, type IssuePath } from './zod-issues';

export interface LoadOptions {
  /** Keys of the shared strings (locales/en.json); when given, `common:<key>` texts are checked too. */
  commonKeys?: Iterable<string>;
  /** Files of the campaign folder; when given, asset fields naming a file are checked against it. */
  assets?: Iterable<string>;
  /** Every route of the site (all campaigns' and the platform's); when given, navigate steps to a path are checked against it. */
  routes?: Iterable<string>;
  /** A campaign folder: a language without a strings file is an error the folder check reports (engine/core/string-rules.ts), not a warning. */
  languageFilesRequired?: boolean;
}

/** A text as a message shows it: at most `max` characters, a longer one cut with its length said (one short line per problem). */
export function shortText(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

export interface IssueExtra {
  expected?: string;
  found?: string;
  onKey?: boolean;
  /** 0-based offset inside the (quoted) string value the issue is about: the column points at it. */
  column?: number;
}

export class CheckContext {
  readonly errors: DefinitionIssue[] = [];
  readonly warnings: DefinitionIssue[] = [];
  readonly actions = new Set<string>();
  readonly data = new Set<string>();
  /** Node ids -> path of the first node using it. */
  readonly ids = new Map<string, string>();
  /** The declared actions as written (for following chains). */
  definedActions?: Record<string, unknown>;
  /** Actions a widget runs on its own (not from a tap), with the field naming them. */
  readonly triggers: { action: string; trigger: string; path: IssuePath }[] = [];
  /** The languages the campaign declares it ships in (`languages:`); undefined when it declares none. */
  languages?: ReadonlySet<string>;
  /** The campaign's own routes (a share URL may name one). */
  ownRoutes: string[] = [];
  /** The widget nodes with what they write and run, for following URL input (engine/core/url-flow.ts). */
  readonly flowNodes: FlowNode[] = [];
  /** The campaign's period as written (bindings to its fields are checked against it). */
  period?: Record<string, unknown>;
  readonly commonKeys?: Set<string>;
  readonly assets?: Set<string>;
  readonly routes?: string[];
  private readonly warned = new Set<string>();

  constructor(
    readonly registry: WidgetRegistry,
    readonly file: string,
    readonly source: SourceMap | undefined,
    readonly strings: CampaignStrings,
    /** locale -> file name of its strings (also when the file could not be read: then `strings` has no table for it) */
    readonly stringFiles: Map<Locale, string>,
    opts: LoadOptions = {},
  ) {
    if (opts.commonKeys) this.commonKeys = new Set(opts.commonKeys);
    if (opts.assets) this.assets = new Set(opts.assets);
    if (opts.routes) this.routes = [...new Set(opts.routes)];
  }

  private issue(severity: DefinitionIssue['severity'], path: IssuePath, message: string, extra: IssueExtra, file = this.file): DefinitionIssue {
    const at = file === this.file && path.length > 0 ? this.source?.locate(path, extra.onKey) : undefined;
    const issue: DefinitionIssue = { severity, file, path: formatPath(path), message };
    if (extra.expected !== undefined) issue.expected = extra.expected;
    if (extra.found !== undefined) issue.found = extra.found;
    if (at) Object.assign(issue, extra.column === undefined ? at : { line: at.line, col: at.col + 1 + extra.column });
    return issue;
  }

  error(path: IssuePath, message: string, extra: IssueExtra = {}): void {
    this.errors.push(this.issue('error', path, message, extra));
  }

  /**
   * A string missing from a language's file: an error in a declared language, nothing in an undeclared one, and a
   * warning (English is shown instead) when the campaign declares no languages.
   */
  missingString(locale: string, path: IssuePath, message: string, extra: IssueExtra): void {
    if (!this.languages) return this.warn(path, `${message} (en is shown instead)`, extra);
    if (this.languages.has(locale)) this.error(path, `${message}, a language the campaign ships in (languages:)`, extra);
  }

  /** A warning; repeated identical warnings (same file and message) are reported once. */
  warn(path: IssuePath, message: string, extra: IssueExtra = {}, file?: string): void {
    const key = `${file ?? this.file}\u0000${message}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.warnings.push(this.issue('warning', path, message, extra, file));
  }
}
