// Every campaign page that sells, spends or writes, once its event has ended (the server's window for a page whose
// period names one, else its declared end): a tap on each button the page offers sends no write and asks no
// purchase question. Pages of open-ended standing events (ending 2090 or later, no server window) are not here.
import { readdirSync } from "node:fs";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CampaignPage, type LoadedCampaign } from "@engine";
import { actionWrites } from "../engine/core/closed-actions";
import { loadCampaignFolder } from "../engine/core/node/load-folder";
import { renderWithEngine } from "@testing/engine";
import { sandboxClient } from "@testing/sandbox/sandboxClient";
import { DAY_MS, startOfDay } from "../sandbox/core/time";
import { WINDOW_AFTER_DAYS } from "../sandbox/core/handlers/window";
import { allWidgets, registry } from "../widgets";

const SANDBOX_BEGAN = Date.parse("2026-11-22T10:00:05+08:00");
/** The sandbox's seasonal events end this many days after the day its state began; a day later they have ended. */
const WINDOW_ENDED =
  startOfDay(SANDBOX_BEGAN) + (WINDOW_AFTER_DAYS + 1) * DAY_MS;
const OPEN_ENDED = Date.parse("2090-01-01T00:00:00Z");

async function load(id: string): Promise<LoadedCampaign> {
  const loaded = await loadCampaignFolder(`campaigns/${id}`, registry);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  return loaded.campaign;
}

/** The instant the event has ended at, or undefined for an open-ended page. */
function endedAt(c: LoadedCampaign): number | undefined {
  if (c.definition.period.from !== undefined) return WINDOW_ENDED;
  const end = Date.parse(c.definition.period.end);
  return end < OPEN_ENDED ? end + 60_000 : undefined;
}

const ids = readdirSync("campaigns", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const cases = (await Promise.all(ids.map(load)))
  .filter((c) =>
    Object.keys(c.definition.actions ?? {}).some((name) =>
      actionWrites(c.definition.actions, name),
    ),
  )
  .flatMap((c) => {
    const at = endedAt(c);
    return at === undefined ? [] : [{ id: c.definition.id, campaign: c, at }];
  });

describe("an ended event sells nothing", () => {
  it("covers the seasonal pages whose window the server keeps", () => {
    expect(cases.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        "christmas-2024",
        "summer-specials",
        "indepday-malaysia",
        "singer-v4",
        "valentine",
      ]),
    );
  });

  it.each(cases)(
    "$id: every button tapped after the end sends no write and asks no purchase question",
    async ({ campaign, at }) => {
      let now = SANDBOX_BEGAN;
      const userId = "34101";
      const client = sandboxClient({ userId, now: () => now });
      // A user who could buy anything: diamonds, and recharges that earned points.
      client.sandbox.user(userId).wallet.diamond = 100_000;
      client.sandbox.user(userId).rechargedCents = 100_000;
      // The server's window begins with its state: asked once while it runs, then its clock passes the end.
      const from = campaign.definition.period.from;
      const source =
        from === undefined ? undefined : campaign.definition.data?.[from];
      if (source) await client.http.request({ path: source.path });
      now = at;
      const { services } = renderWithEngine(
        <CampaignPage campaign={campaign} />,
        {
          registry: allWidgets,
          http: client.http,
          env: { user: { id: userId } },
          now: at,
        },
      );
      // The page has drawn what its answers hold: no read under way, no widget or list still loading.
      const idle = () =>
        waitFor(
          () => {
            expect(services.queryClient.isFetching()).toBe(0);
            expect(
              document.querySelectorAll(
                '[data-engine-skeleton], [aria-busy="true"]',
              ),
            ).toHaveLength(0);
            expect(document.body.textContent?.trim()).not.toBe("");
          },
          { timeout: 15_000 },
        );
      await idle();
      // A button opening a modal that sells (the recharge modal) is closed as a purchase is.
      for (const opener of screen.queryAllByRole("button", { name: "Get Bubble Guns" }))
        expect(opener).toBeDisabled();
      // Each tab in turn, and every enabled button it shows.
      const tabs = screen.queryAllByRole("tab").map((tab) => tab.textContent);
      for (const name of [undefined, ...tabs]) {
        const tab =
          name === undefined
            ? undefined
            : screen.queryAllByRole("tab").find((t) => t.textContent === name);
        if (tab) fireEvent.click(tab);
        await idle();
        await act(async () => {
          for (const button of screen.queryAllByRole("button"))
            if (!button.hasAttribute("disabled") && button.isConnected)
              fireEvent.click(button);
        });
        await idle();
        expect(screen.queryAllByRole("button", { name: "Confirm" })).toEqual(
          [],
        );
      }
      const writes = services.http.calls
        .filter((c) => (c.method ?? "GET").toUpperCase() !== "GET")
        .map((c) => c.path);
      expect(writes).toEqual([]);
    },
  );
});
