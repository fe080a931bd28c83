/**
 * The screen shown when start-up itself failed (a part of the page could not
 * be loaded, no services, no i18n): plain DOM, no React and no other chunk,
 * so it shows even when the network is what failed. Text of the en pack, the
 * fallback language (only the three strings of this screen are bundled with
 * the entry: engine/vite/locale-parts.ts `startup`).
 */
import startup from 'virtual:locales/en/startup';

const { shell } = startup;

export function showStartupFailure(container: HTMLElement, doc: Document = document): void {
  const section = doc.createElement('section');
  section.setAttribute('role', 'alert');
  section.style.cssText = 'padding:48px 24px;text-align:center;font-family:system-ui,sans-serif';
  const title = doc.createElement('h1');
  title.style.fontSize = '20px';
  title.textContent = shell.error.title;
  const body = doc.createElement('p');
  body.textContent = shell.error.generic;
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.style.cssText = 'min-height:40px;padding:0 20px';
  reload.textContent = shell.reload;
  reload.addEventListener('click', () => doc.defaultView?.location.reload());
  section.append(title, body, reload);
  container.replaceChildren(section);
}
