import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import type { Post } from "@dizilog/shared/api";
import { buttonClass } from "../../ui/button";
import { useAuthModal, useMe } from "../auth";
import { type PageShow, PostFormBody } from "./post-form-body";

export interface PostFormProps {
  /** The user whose wall the post goes on, when it is not the viewer's own. */
  targetUser?: { id: number; username: string };
  /**
   * The show a thoughts page's form is about: sent with every post, preselected for check-ins and
   * recommendations (a whole Show's `seasons` are used when given).
   */
  show?: PageShow;
  /** Called with the created post after a successful post. */
  onPosted?: (post: Post) => void;
}

/**
 * The wall's post form (product-spec section 4 "Post form"): visitors see a prompt to log in,
 * users whose email is not verified the verify message, everyone else the form.
 */
export function PostForm({ targetUser, show, onPosted }: PostFormProps) {
  const me = useMe();
  if (me.isPending) return null;
  if (!me.data) return <LoggedOutPrompt />;
  if (!me.data.email_verified_at) return <VerifyPrompt />;
  // Another show's or user's page may reuse this element: a new form, not the last page's state.
  return <PostFormBody key={`${show?.id ?? ""}:${targetUser?.id ?? ""}`} targetUser={targetUser} show={show} onPosted={onPosted} />;
}

/** The visitors' prompt, as the comments block has it: log in (the modal) or register. */
function LoggedOutPrompt() {
  const { t } = useTranslation();
  const { openLogin } = useAuthModal();
  return (
    <div className="rounded-xl border border-zinc-200 bg-zinc-50 p-4 text-center dark:border-zinc-800 dark:bg-zinc-900/60">
      <p className="text-sm">{t("wallForm.login.text")}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={() => openLogin()} className={buttonClass("primary")}>
          {t("wallForm.login.login")}
        </button>
        <Link to="/register" className={buttonClass("secondary")}>
          {t("wallForm.login.register")}
        </Link>
      </div>
    </div>
  );
}

/** Posting needs a verified email (the contract's gate): the message and the way to verify. */
function VerifyPrompt() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <p>
        {t("auth.verifyRequired")}{" "}
        <Link to="/verify-email" className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-500">
          {t("auth.verifyBanner.link")}
        </Link>
      </p>
    </div>
  );
}
