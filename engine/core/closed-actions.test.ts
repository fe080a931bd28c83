import { describe, expect, it } from "vitest";
import { actionClosedBy, actionWrites, sellingModals } from "./closed-actions";
import { serverPeriod } from "./server-period";
import { phaseAt } from "./phase";
import type { ActionStep } from "./types";

const actions: Record<string, ActionStep[]> = {
  buy: [
    {
      type: "confirm",
      text: "sure",
      onConfirm: [
        { type: "api", path: "/shop/buy", method: "POST", money: true },
      ],
    },
  ],
  signIn: [{ type: "api", path: "/signIn", method: "POST" }],
  viaRun: [
    { type: "if", test: ["v", true], then: [{ type: "run", action: "buy" }] },
  ],
  loop: [{ type: "run", action: "loop" }],
  refresh: [{ type: "refetch" }, { type: "api", path: "/read" }],
  openRules: [
    { type: "openModal", id: "rules" },
    { type: "navigate", to: "/act/other" },
  ],
} as unknown as Record<string, ActionStep[]>;

describe("the ended rule: selling and writing actions close outside the event", () => {
  it("an action opening a modal that sells (a recharge modal) closes with the event; one opening any other modal does not", () => {
    const page = [
      { type: "section", children: [{ type: "product-modal", id: "recharge", props: {} }] },
      { type: "modal", id: "rules", props: {} },
    ];
    const selling = sellingModals(page as never, (type) => type === "product-modal");
    expect([...selling]).toEqual(["recharge"]);
    const steps = { openRecharge: [{ type: "openModal", id: "recharge" }] } as unknown as Record<string, ActionStep[]>;
    expect(actionClosedBy(steps, "openRecharge", "ended", selling)).toBe("ended");
    expect(actionClosedBy(steps, "openRecharge", "running", selling)).toBeUndefined();
    expect(actionClosedBy(actions, "openRules", "ended", selling)).toBeUndefined();
  });

  it("an action writes when it reaches a money or non-GET api step, through branches and runs of other actions", () => {
    expect(actionWrites(actions, "buy")).toBe(true);
    expect(actionWrites(actions, "signIn")).toBe(true);
    expect(actionWrites(actions, "viaRun")).toBe(true);
    expect(actionWrites(actions, "loop")).toBe(false);
    expect(actionWrites(actions, "refresh")).toBe(false);
    expect(actionWrites(actions, "openRules")).toBe(false);
    expect(actionWrites(actions, "unknown")).toBe(false);
  });

  it("closed when the phase is ended or not started; open in preheat and while running; reads and navigation stay open", () => {
    expect(actionClosedBy(actions, "buy", "ended")).toBe("ended");
    expect(actionClosedBy(actions, "viaRun", "notStarted")).toBe("notStarted");
    expect(actionClosedBy(actions, "buy", "running")).toBeUndefined();
    expect(actionClosedBy(actions, "buy", "preheat")).toBeUndefined();
    expect(actionClosedBy(actions, "openRules", "ended")).toBeUndefined();
    expect(actionClosedBy(actions, undefined, "ended")).toBeUndefined();
  });

  it("the server's window (ISO or epoch ms) takes the place of the declared start and end; the declared preheat stays while before it", () => {
    const declared = {
      preheat: "2026-11-01T00:00:00+08:00",
      start: "2026-11-15T00:00:00+08:00",
      end: "2099-12-31T23:59:59+08:00",
    };
    const window = serverPeriod(declared, {
      startTime: "2026-11-19T00:00:00+08:00",
      endTime: Date.parse("2026-12-03T00:00:00+08:00"),
    });
    expect(window).toEqual({
      preheat: declared.preheat,
      start: "2026-11-19T00:00:00+08:00",
      end: "2026-12-02T16:00:00.000Z",
    });
    expect(phaseAt(window!, Date.parse("2026-12-05T00:00:00+08:00"))).toBe(
      "ended",
    );
    expect(phaseAt(window!, Date.parse("2026-11-10T00:00:00+08:00"))).toBe(
      "preheat",
    );
    expect(
      serverPeriod(declared, { startTime: "soon", endTime: 1 }),
    ).toBeUndefined();
    expect(serverPeriod(declared, undefined)).toBeUndefined();
  });
});
