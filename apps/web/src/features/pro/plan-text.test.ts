import { describe, expect, it } from "vitest";
import { formatDay, formatPrice, pricePeriodKey, subscriptionState } from "./plan-text";

const sub = (over: object) => ({ plan: "month" as const, status: "active" as const, current_period_end: "2026-12-28T10:00:00Z", cancel_at_period_end: false, ...over });

describe("formatPrice", () => {
  it("writes the plan's currency as the viewer's language writes money", () => {
    expect(formatPrice({ price: 2.99, currency: "usd" }, "en")).toBe("$2.99");
    expect(formatPrice({ price: 2.99, currency: "usd" }, "de").replace(/\s/g, " ")).toBe("2,99 $");
    expect(formatPrice({ price: 24.99, currency: "eur" }, "fr").replace(/\s/g, " ")).toBe("24,99 €");
    expect(formatPrice({ price: 99, currency: "try" }, "tr").replace(/\s/g, " ")).toBe("₺99");
  });

  it("keeps no cents on a whole price", () => {
    expect(formatPrice({ price: 0, currency: "usd" }, "en")).toBe("$0");
    expect(formatPrice({ price: 60, currency: "usd" }, "en")).toBe("$60");
  });
});

describe("pricePeriodKey", () => {
  it("names the period of each plan", () => {
    expect(pricePeriodKey({ id: "free", interval: null })).toBeNull();
    expect(pricePeriodKey({ id: "month", interval: "month" })).toBe("pro.plans.perMonth");
    expect(pricePeriodKey({ id: "year", interval: "year" })).toBe("pro.plans.perYear");
    expect(pricePeriodKey({ id: "lifetime", interval: null })).toBe("pro.plans.once");
  });
});

describe("subscriptionState", () => {
  it("tells each state apart", () => {
    expect(subscriptionState({ plan: "free", status: null, current_period_end: null, cancel_at_period_end: false })).toBe("free");
    expect(subscriptionState(sub({ plan: "lifetime", status: "active", current_period_end: null }))).toBe("lifetime");
    expect(subscriptionState(sub({}))).toBe("active");
    expect(subscriptionState(sub({ cancel_at_period_end: true }))).toBe("canceling");
    expect(subscriptionState(sub({ status: "past_due" }))).toBe("past_due");
    expect(subscriptionState(sub({ status: "canceled" }))).toBe("canceled");
  });
});

describe("formatDay", () => {
  it("writes the day in the user's zone", () => {
    // 23:30 UTC on the 28th is already the 29th in Istanbul.
    expect(formatDay("2026-12-28T23:30:00Z", "en", "Europe/Istanbul")).toBe("December 29, 2026");
    expect(formatDay("2026-12-28T23:30:00Z", "en", "America/New_York")).toBe("December 28, 2026");
  });
});
