import type { DefinitionIssue } from '../types';

/** `file:line:col path message`, warnings marked, as the CLI and the build print them. */
export function formatIssue(issue: DefinitionIssue): string {
  const where = `${issue.file}:${issue.line ?? 1}:${issue.col ?? 1}`;
  const mark = issue.severity === 'warning' ? 'warning: ' : '';
  return `${where} ${issue.path || '(file)'} ${mark}${issue.message}`;
}

/** All issues, errors first, one per line. */
export function formatIssues(errors: readonly DefinitionIssue[], warnings: readonly DefinitionIssue[] = []): string {
  return [...errors, ...warnings].map(formatIssue).join('\n');
}
