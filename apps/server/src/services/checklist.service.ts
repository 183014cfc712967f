import { type Ctx, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { type ChecklistFacts, checklistFacts } from "../repositories/checklist.repository.js";

/** The facts of the signed-in user's community checklist (one query), and the request's clock. */
export async function checklistOf(ctx: Ctx): Promise<{ facts: ChecklistFacts; now: Date }> {
  const facts = await checklistFacts(ctx.db, requireActor(ctx).id);
  if (!facts) throw new AppError("not_found");
  return { facts, now: ctx.now };
}
