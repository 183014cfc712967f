import { AppError } from "../errors.js";
import type { Actor } from "./actor.js";
import { type CommentItemSubject, type CommentSubject, commentItemRules, commentRules } from "./comment.policy.js";
import { type DiaryEntrySubject, diaryEntryHidden, diaryEntryRules } from "./diary.policy.js";
import { type ListSubject, listRules } from "./list.policy.js";
import { type NewsSubject, newsRules } from "./news.policy.js";
import { type PostSubject, postRules } from "./post.policy.js";
import { type ProfileSubject, profileHidden, userRules } from "./user.policy.js";
import { type ReportSubject, reportRules } from "./report.policy.js";
import { type ReviewSubject, reviewRules } from "./review.policy.js";
import { type SuggestionSubject, suggestionRules } from "./suggestion.policy.js";
import { type ShowMediaSubject, showMediaRules } from "./show-media.policy.js";
import { type WatchListSubject, watchListRules } from "./watch.policy.js";

export { type Actor, actorFor, actorOf } from "./actor.js";

/** Every owned item a policy decides on, tagged by kind; one file per kind registers its actions. */
export type Subject =
  | ListSubject
  | ProfileSubject
  | DiaryEntrySubject
  | ReportSubject
  | ReviewSubject
  | CommentSubject
  | CommentItemSubject
  | PostSubject
  | SuggestionSubject
  | NewsSubject
  | ShowMediaSubject
  | WatchListSubject;

const REGISTRY = {
  list: listRules,
  user: userRules,
  diary_entry: diaryEntryRules,
  report: reportRules,
  review: reviewRules,
  comment: commentRules,
  comment_item: commentItemRules,
  post: postRules,
  suggestion: suggestionRules,
  news: newsRules,
  show_media: showMediaRules,
  watch_list: watchListRules,
} as const;

/** Actions whose denial answers 404 even to an actor who sees the item (the contract says so). */
const HIDDEN_ON_DENIAL: Partial<Record<Subject["kind"], Record<string, boolean>>> = { diary_entry: diaryEntryHidden, user: profileHidden };

type Registry = typeof REGISTRY;
export type ActionOf<S extends Subject> = keyof Registry[S["kind"]] & string;

/** Whether the actor may do `action` to the item. Unknown actions are denied. */
export function can<S extends Subject>(actor: Actor, action: ActionOf<S>, item: S): boolean {
  const rules = REGISTRY[item.kind] as Record<string, ((actor: Actor, item: S) => boolean) | undefined>;
  return rules[action]?.(actor, item) ?? false;
}

/**
 * Throws unless the actor may do `action`: 404 when they may not even see the item (its existence
 * is not revealed), 403 when they see it but may not do this to it (the contract's order) — or
 * 404 again where the resource's policy registers the action as hidden on denial.
 */
export function authorize<S extends Subject>(actor: Actor, action: ActionOf<S>, item: S): void {
  const view: ActionOf<S> = "view";
  if (!can(actor, view, item)) throw new AppError("not_found");
  if (action !== "view" && !can(actor, action, item)) {
    throw new AppError(HIDDEN_ON_DENIAL[item.kind]?.[action] ? "not_found" : "forbidden");
  }
}
