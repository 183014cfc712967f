import { z } from "zod";
import { errorBodySchema, list, one, personSchema } from "@dizilog/shared/api";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { localDate } from "../../lib/time.js";
import { presentPerson } from "../../presenters/person.presenter.js";
import { viewerOf } from "../../presenters/viewer.js";
import { likeStateOf } from "../../services/like-state.service.js";
import { creditsOfPerson, findPerson, nextBirthdays, peopleBornInMonth, peopleBornOn, searchPeople } from "../../repositories/person.repository.js";

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const monthDay = z
  .string()
  .regex(/^\d{2}-\d{2}$/, "The date must be MM-DD.")
  .refine((v) => {
    const [m, d] = v.split("-").map(Number) as [number, number];
    return m >= 1 && m <= 12 && d >= 1 && d <= (DAYS_IN_MONTH[m - 1] ?? 0);
  }, "The date must be a real day of the year.");

export const peopleRoutes: RouteModule = (app, { database, now }) => {
  const { db } = database;

  app.get(
    "/api/people/today",
    {
      config: { auth: "public" },
      schema: {
        tags: ["people"],
        summary: "People born on a day (MM-DD), default today in Europe/Istanbul",
        querystring: z.object({ date: monthDay.optional() }),
        response: { 200: list(personSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request, now());
      const date = request.query.date ?? localDate(viewer.now, viewer.timeZone).slice(5);
      const [month, day] = date.split("-").map(Number) as [number, number];
      const rows = await peopleBornOn(db, month, day);
      return { data: rows.map((row) => presentPerson(row, viewer)) };
    },
  );

  app.get(
    "/api/people/upcoming",
    {
      config: { auth: "public" },
      schema: {
        tags: ["people"],
        summary:
          "Birthdays of a month: from tomorrow to its end for the current month, the whole month otherwise; without a month, `next=N` answers the N nearest birthdays from tomorrow, over the new year (addition)",
        querystring: z.object({ month: z.coerce.number().int().min(1).max(12).optional(), next: z.coerce.number().int().min(1).max(50).optional() }),
        response: { 200: list(personSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request, now());
      const today = localDate(viewer.now, viewer.timeZone);
      const currentMonth = Number(today.slice(5, 7));
      const { next } = request.query;
      if (request.query.month === undefined && next !== undefined) {
        // Late in a month the rest of it may hold no birthday: the nearest ones, wherever they fall.
        const rows = await nextBirthdays(db, currentMonth, Number(today.slice(8, 10)), next);
        return { data: rows.map((row) => presentPerson(row, viewer)) };
      }
      const month = request.query.month ?? currentMonth;
      const fromDay = month === currentMonth ? Number(today.slice(8, 10)) + 1 : 1;
      const rows = await peopleBornInMonth(db, month, fromDay);
      return { data: rows.map((row) => presentPerson(row, viewer)) };
    },
  );

  app.get(
    "/api/casts/search",
    {
      config: { auth: "public", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["people"],
        summary: "People by name",
        querystring: z.object({
          keyword: z.string().trim().max(100).default(""),
          limit: z.coerce.number().int().min(1).max(20).default(10),
        }),
        response: { 200: list(personSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const { keyword, limit } = request.query;
      if (!keyword) return { data: [] };
      const viewer = viewerOf(request, now());
      const rows = await searchPeople(db, keyword, limit);
      return { data: rows.map((row) => presentPerson(row, viewer)) };
    },
  );

  app.get(
    "/api/people/:slug",
    {
      config: { auth: "public" },
      schema: {
        tags: ["people"],
        summary: "One person with credits",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: one(personSchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await findPerson(db, request.params.slug);
      if (!row) throw new AppError("not_found");
      const [credits, likeState] = await Promise.all([creditsOfPerson(db, row.id), likeStateOf(db, "person", row.id, request.auth?.user.id)]);
      const person = presentPerson(row, viewerOf(request, now()), credits);
      person.like_count = likeState.like_count;
      if (likeState.has_liked !== undefined) person.has_liked = likeState.has_liked;
      return { data: person };
    },
  );
};
