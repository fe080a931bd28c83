import type { DefinitionIssue } from '@engine/core/types';
import { useShellT } from './useShellT';

function where(issue: DefinitionIssue): string {
  const pos = issue.line !== undefined ? `:${issue.line}${issue.col !== undefined ? `:${issue.col}` : ''}` : '';
  return `${issue.file}${pos}`;
}

/** Development view of an invalid campaign definition: every error with file:line:col, path and message. */
export function CampaignErrorsPanel({ errors }: { errors: readonly DefinitionIssue[] }) {
  const t = useShellT();
  return (
    <section className="shell-errors" role="alert" data-testid="campaign-errors">
      <h1>{t('shell.campaignErrors.title', { count: errors.length })}</h1>
      <ol>
        {errors.map((e, i) => (
          <li key={i}>
            <code className="shell-errors__where">{where(e)}</code>{' '}
            {e.path ? <code className="shell-errors__path">{e.path}</code> : null} <span>{e.message}</span>
            {e.expected !== undefined || e.found !== undefined ? (
              <div className="shell-errors__detail">
                {e.expected !== undefined ? t('shell.campaignErrors.expected', { value: e.expected }) : null}{' '}
                {e.found !== undefined ? t('shell.campaignErrors.found', { value: e.found }) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
