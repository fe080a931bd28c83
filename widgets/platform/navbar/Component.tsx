import type { CSSProperties } from 'react';
import { useAction, usePageEnv, useShell, useT, type WidgetComponentProps } from '@engine';
import { NavbarIcon } from './NavbarIcon';
import type { NavbarProps } from './schema';
import { useStatusBarOffset } from './useStatusBarOffset';
import './navbar.css';

type Side = NonNullable<NavbarProps['right']>;

const ICON_LABEL_KEYS: Record<NonNullable<Side['icon']>, string> = {
  back: 'common:widgets.navbar.back',
  close: 'common:widgets.navbar.close',
  share: 'common:widgets.navbar.share',
  more: 'common:widgets.navbar.more',
  help: 'common:widgets.navbar.help',
  rule: 'common:widgets.navbar.rule',
};

export default function Navbar({ props }: WidgetComponentProps<NavbarProps>) {
  const t = useT();
  const { run } = useAction();
  const shell = useShell();
  const env = usePageEnv();
  const immersive = props.immersive ?? env.query.app_immersion === '1';
  const offset = useStatusBarOffset(immersive, props.statusBarHeight);

  const tap = (side: Side | undefined, isLeft: boolean) => {
    if (side?.action) return void run(side.action).catch(() => undefined);
    // Without an action the left side does what the shell's top bar does: back when the page was reached inside
    // the app, otherwise close the page through the app (in a plain browser with no history, a word that the page
    // closes in the app).
    if (isLeft) shell?.leave();
  };

  const renderSide = (side: Side | undefined, isLeft: boolean) => {
    if (!side || (!side.icon && !side.text)) return <span className="cw-navbar__side" />;
    const label = side.text ? t(side.text) : t(ICON_LABEL_KEYS[side.icon ?? 'back']);
    return (
      <button type="button" className="cw-navbar__side cw-navbar__button" aria-label={side.text ? undefined : label} onClick={() => tap(side, isLeft)}>
        {side.icon ? <NavbarIcon name={side.icon} /> : null}
        {side.text ? <span className="cw-navbar__text">{label}</span> : null}
      </button>
    );
  };

  const style = { '--cw-navbar-offset': `${offset}px`, '--cw-navbar-alpha': String(props.alpha) } as CSSProperties;
  return (
    <>
      <header className={`cw-navbar${props.fixed ? ' cw-navbar--fixed' : ''}`} style={style} data-offset={offset}>
        {renderSide(props.left, true)}
        <h1 className="cw-navbar__title">{props.title ? t(props.title) : null}</h1>
        {renderSide(props.right, false)}
      </header>
      {props.fixed ? <div className="cw-navbar__placeholder" style={style} aria-hidden="true" /> : null}
    </>
  );
}
