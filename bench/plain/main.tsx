/**
 * The benchmark floor: the reference campaign written by hand as a plain React
 * page, with no engine and no library beyond react and react-dom.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import content from '../reference/reference-page.json';
import banner from '../reference/banner.svg';
import avatar from '../reference/avatar.svg';
import './plain.css';

const compact = (n: number) =>
  n >= 1e6 ? `${(Math.floor(n / 1e5) / 10).toFixed(1)}M` : n >= 1e3 ? `${(Math.floor(n / 100) / 10).toFixed(1)}K` : String(n);

function Countdown({ to }: { to: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const s = Math.max(0, Math.floor((to - now) / 1000));
  const pad = (v: number) => String(v).padStart(2, '0');
  return (
    <p className="countdown">
      {content.countdownLabel} {Math.floor(s / 86400)}d {pad(Math.floor(s / 3600) % 24)}:{pad(Math.floor(s / 60) % 60)}:{pad(s % 60)}
    </p>
  );
}

function Page() {
  const [tab, setTab] = useState(0);
  // The moments the benchmark compares: the page interactive (the app's html[data-ready]) and its first data
  // on screen (the app's engine:first-data mark); here both are the first commit, the data being in the bundle.
  useEffect(() => {
    performance.mark('engine:first-data');
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <main className="page">
      <img className="banner" src={banner} alt={content.title} width={412} height={180} />
      <h1>{content.title}</h1>
      <p className="subtitle">{content.subtitle}</p>
      <Countdown to={Date.parse(content.endsAt)} />
      <div role="tablist" className="tabs">
        {content.tabs.map((label, i) => (
          <button key={label} role="tab" aria-selected={tab === i} onClick={() => setTab(i)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 0 ? (
        <ol className="ranking">
          {content.ranking.map((row, i) => (
            <li key={row.name}>
              <span className="rank">{i + 1}</span>
              <img src={avatar} alt="" width={36} height={36} />
              <span className="name">{row.name}</span>
              <span className="diamonds">{compact(row.diamonds)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <ul className="rewards">
          {content.rewards.map((r) => (
            <li key={r.place}>
              <strong>{r.place}</strong> {r.prize}
            </li>
          ))}
        </ul>
      )}
      <section className="rules">
        <h2>{content.rulesTitle}</h2>
        <p>{content.rules}</p>
      </section>
      <button className="cta">{content.cta}</button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
