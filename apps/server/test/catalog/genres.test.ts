import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENRES } from "@dizilog/shared";
import { createTestApp, type TestContext } from "../harness.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe("GET /api/genres", () => {
  it("lists exactly the 12 genres of the spec, in the spec's order", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/genres" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((g: { name: string }) => g.name)).toEqual(GENRES.map((g) => g.name));
    expect(data[0]).toEqual({ id: expect.any(Number), name: "Action", slug: "action" });
  });
});

describe("GET /api/networks", () => {
  it("lists networks with id, name and slug", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/networks" });
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(5);
    expect(data.map((n: { name: string }) => n.name)).toEqual(expect.arrayContaining(["Kanal D", "Star TV", "ATV"]));
    expect(data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
  });
});
