/**
 * The invite of a shared link: the page's link carries the sharer's user id (`?inviter=10002`). A value from the
 * link is the link writer's, not the user's: it is sent only when it is a plain user id (digits, 4 to 12, no
 * leading zero) and not the viewer's own, only as the invite's sharer id to the campaign's report path, and once a
 * page (the server counts each device once). It never reaches a payment, an app action or a navigation.
 */
import { useApiQuery, useEngineServices, useT, type WidgetComponentProps } from '@engine';
import { isPlainUserId } from '@kit/userId';
import type { InviteOpenedProps } from './schema';
import './invite-opened.css';

/** The sharer's user id the link carries, when it is a plain user id of someone else. */
export function sharerOf(query: Record<string, string>, param: string, viewerId: string | undefined): string | undefined {
  const raw = Object.hasOwn(query, param) ? query[param] : undefined;
  return isPlainUserId(raw) && raw !== viewerId ? raw : undefined;
}

export default function InviteOpened({ props }: WidgetComponentProps<InviteOpenedProps>) {
  const t = useT();
  const { env } = useEngineServices();
  const sharer = sharerOf(env.query, props.param, env.user?.id);
  // Reported once: the answer stays fresh for the page's life, so no remount or refocus reports it again.
  const report = useApiQuery<unknown>({ path: props.path, params: { [props.field]: sharer }, silent: true }, { enabled: sharer !== undefined, staleTimeMs: Number.POSITIVE_INFINITY });
  if (!props.notice || sharer === undefined || !report.isSuccess) return null;
  return <p className="cw-invite-opened" role="status">{t(props.notice)}</p>;
}
