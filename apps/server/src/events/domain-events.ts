import { z } from "zod";

/**
 * Every domain event: a stable type name and a typed payload. A service records one in the
 * transaction of its change (`EventRecorder.record`); processors (`jobs/processors/`) subscribe
 * to types. A type name never changes once shipped: rows of it may wait in the outbox during a
 * deploy. Add a type here (schema + union member) before recording it.
 *
 * Payloads carry what the processors need as it was at the time (the address, the name, the
 * language), so that a processor does not depend on rows that may have changed since.
 */

/** A 6-digit code was issued for an address: to verify the account's email, or a new one. */
export const emailCodeIssued = z.object({
  type: z.literal("account.email_code_issued"),
  payload: z.object({
    userId: z.number().int(),
    email: z.string(),
    name: z.string(),
    locale: z.string(),
    purpose: z.enum(["verify", "changeEmail"]),
    /** The code itself: only its hash is stored with the account; the mail needs the digits. */
    code: z.string(),
  }),
});

/** A password reset link was issued for the account's address. */
export const passwordResetRequested = z.object({
  type: z.literal("account.password_reset_requested"),
  payload: z.object({
    userId: z.number().int(),
    email: z.string(),
    name: z.string(),
    locale: z.string(),
    /** The single-use link (its token is stored hashed). */
    url: z.string(),
  }),
});

/** The union, discriminated by `type`. */
export const domainEventSchema = z.discriminatedUnion("type", [emailCodeIssued, passwordResetRequested]);

export type DomainEventBody = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEventBody["type"];
/** The body (type and payload) of one event type. */
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEventBody, { type: T }>;

/** Every known type, for registries and checks. */
export const DOMAIN_EVENT_TYPES = domainEventSchema.options.map((o) => o.shape.type.value) as DomainEventType[];

/** An event as a processor receives it: the recorded body with its outbox id, actor and time. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = DomainEventOf<T> & {
  id: number;
  actorId: number | null;
  createdAt: Date;
};
