import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { Link, useNavigate, useParams } from "react-router";
import type { ListDetail, Show } from "@dizilog/shared/api";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { useLocaleTag } from "../lib/format";
import { isNotFound } from "../lib/route-params";
import { moveShow, useList, useRemoveFromList, useReorderList } from "../features/lists/api";
import { EditListModal } from "../features/lists/edit-list-modal";
import { ListIcon, PrivateBadge } from "../entities/list/list-card";
import { Avatar } from "../ui/avatar";
import { UserBadges } from "../entities/user";
import { CommentsBlock } from "../features/comments";
import { useShowTitles } from "../entities/show/use-show-titles";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";
import { dateTimeFormat, numberFormat } from "../lib/intl";
import { posterSrc } from "../lib/data-saver";

const INT_MAX = 2_147_483_647;

/** The list id of the path, or 0 when the segment is not one (the page is then "not found"). */
function parseId(segment: string | undefined): number {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return 0;
  const id = Number(segment);
  return id <= INT_MAX ? id : 0;
}

/**
 * /lists/:id — a list: name, owner, description and its shows in order. The owner can reorder
 * (Up/Down buttons), remove shows and edit or delete the list. Someone else's private list
 * answers 404 and shows the not-found page, exactly like a list that does not exist.
 */
export function ListPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const query = useList(id);
  const notFound = id === 0 || isNotFound(query.error);
  usePageTitle(notFound ? t("notFound.title") : query.data?.name);

  if (notFound) return <NotFoundPage />;
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <ListView list={query.data} />;
}

function ListView({ list }: { list: ListDetail }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const number = numberFormat(tag);
  const canEdit = list.abilities.edit;

  return (
    <article className="mx-auto max-w-4xl space-y-8">
      <div>
        <Breadcrumb items={[{ label: t("lists.browse.title"), to: "/lists" }, { label: list.name }]} />
        <header className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60">
          <div className="flex flex-wrap items-start gap-4">
            <span aria-hidden="true" className="hidden h-14 w-14 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid dark:bg-zinc-800 dark:text-brand-500">
              <ListIcon className="h-7 w-7" />
            </span>
            <div className="min-w-0 flex-1">
              <h1 className="break-words text-2xl font-extrabold tracking-tight sm:text-3xl">{list.name}</h1>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
                <Link to={list.owner.url} className="flex items-center gap-2 font-medium text-zinc-800 hover:underline dark:text-zinc-200">
                  <Avatar src={list.owner.avatar} size={28} />
                  <span>
                    {t("lists.page.by")} <bdi dir="ltr">@{list.owner.username}</bdi>
                  </span>
                  <UserBadges user={list.owner} />
                </Link>
                {!list.public && <PrivateBadge />}
                <span>{t("lists.showsCount", { count: list.shows_count, formatted: number.format(list.shows_count) })}</span>
                <span>{t("lists.likesCount", { count: list.likes_count, formatted: number.format(list.likes_count) })}</span>
                <span>
                  {t("lists.page.updated")} <time dateTime={list.updated}>{dateTimeFormat(tag, { dateStyle: "medium" }).format(new Date(list.updated))}</time>
                </span>
              </div>
            </div>
            {canEdit && (
              <button
                type="button"
                onClick={() => setEditing(true)}
                className="inline-flex items-center gap-2 rounded-full border-2 border-zinc-300 px-4 py-1.5 text-sm font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
              >
                <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
                </svg>
                {t("lists.page.edit")}
              </button>
            )}
          </div>
          {list.description && <p className="mt-4 whitespace-pre-line break-words text-zinc-800 dark:text-zinc-200">{list.description}</p>}
        </header>
      </div>
      <ListShows list={list} canEdit={canEdit} />
      <CommentsBlock type="list" id={list.id} />
      {canEdit && (
        <EditListModal list={list} open={editing} onOpenChange={setEditing} onDeleted={() => void navigate("/tracker#lists", { replace: true })} />
      )}
    </article>
  );
}

type Control = "up" | "down" | "remove";

function ListShows({ list, canEdit }: { list: ListDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const reorder = useReorderList();
  const remove = useRemoveFromList();
  const shows = list.shows.data;
  const ids = shows.map((show) => show.id);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes once the list shows `order` (the optimistic change lands a moment after the click). */
  const [focusNext, setFocusNext] = useState<{ showId: number; control: Control; order: string } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // Moving a row moves its buttons in the page: focus follows the button that was used (or the
  // other arrow when that one has just become disabled at an end of the list).
  const idsKey = ids.join(",");
  useEffect(() => {
    if (!focusNext || focusNext.order !== idsKey) return;
    const { showId, control } = focusNext;
    const order = control === "down" ? (["down", "up", "remove"] as const) : control === "up" ? (["up", "down", "remove"] as const) : (["remove"] as const);
    const target = order.map((c) => controls.current.get(`${showId}-${c}`)).find((button) => button && !button.disabled);
    (target ?? headingRef.current)?.focus();
    setFocusNext(null);
  }, [focusNext, idsKey]);

  const handleMove = (show: Show, title: string, step: -1 | 1) => {
    const next = moveShow(ids, show.id, step);
    if (!next) return;
    reorder.mutate({ listId: list.id, showIds: next });
    setFocusNext({ showId: show.id, control: step < 0 ? "up" : "down", order: next.join(",") });
    setAnnouncement(t("lists.page.moved", { title, position: next.indexOf(show.id) + 1, count: next.length }));
  };
  const handleRemove = (show: Show, title: string) => {
    const index = ids.indexOf(show.id);
    const neighbour = ids[index + 1] ?? ids[index - 1];
    remove.mutate({ listId: list.id, showId: show.id });
    if (neighbour !== undefined) setFocusNext({ showId: neighbour, control: "remove", order: ids.filter((id) => id !== show.id).join(",") });
    else setTimeout(() => headingRef.current?.focus());
    setAnnouncement(t("lists.page.removed", { title }));
  };

  return (
    <section aria-labelledby="list-shows-title">
      <h2 id="list-shows-title" ref={headingRef} tabIndex={-1} className="mb-3 rounded text-lg font-bold">
        {t("lists.page.shows")}
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shows.length === 0 ? (
        <EmptyState title={t("lists.page.emptyTitle")} icon={<ListIcon className="h-10 w-10" />}>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{canEdit ? t("lists.page.emptyOwner") : t("lists.page.emptyText")}</p>
          {canEdit && (
            <Link to="/explore" className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              {t("lists.page.explore")}
            </Link>
          )}
        </EmptyState>
      ) : (
        <ol className="space-y-3">
          {shows.map((show, index) => (
            <ShowRow
              key={show.id}
              show={show}
              position={index + 1}
              first={index === 0}
              last={index === shows.length - 1}
              canEdit={canEdit}
              registerControl={(control, node) => {
                const key = `${show.id}-${control}`;
                if (node) controls.current.set(key, node);
                else controls.current.delete(key);
              }}
              onMove={handleMove}
              onRemove={handleRemove}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

interface ShowRowProps {
  show: Show;
  position: number;
  first: boolean;
  last: boolean;
  canEdit: boolean;
  registerControl: (control: Control, node: HTMLButtonElement | null) => void;
  onMove: (show: Show, title: string, step: -1 | 1) => void;
  onRemove: (show: Show, title: string) => void;
}

const ROW_BUTTON =
  "grid h-10 w-10 place-items-center rounded-full border border-zinc-300 text-zinc-700 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800";

function ShowRow({ show, position, first, last, canEdit, registerControl, onMove, onRemove }: ShowRowProps) {
  const { t } = useTranslation();
  const { primary, secondary } = useShowTitles(show);
  const facts = [show.year, show.network?.name, t(`status.${show.status}`)].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-zinc-200 bg-white p-3 sm:flex-nowrap dark:border-zinc-800 dark:bg-zinc-900/60">
      <span className="w-6 shrink-0 text-center text-sm font-bold text-zinc-500 dark:text-zinc-400" aria-hidden="true">
        {position}
      </span>
      <Link to={show.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img src={posterSrc(show.poster)} alt="" width={64} height={96} loading="lazy" className="h-21 w-14 rounded-md bg-zinc-200 object-cover sm:h-24 sm:w-16 dark:bg-zinc-800" />
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link to={show.url} className="hover:underline">
            {primary}
          </Link>
        </h3>
        {secondary && <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{secondary}</p>}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{facts}</p>
      </div>
      {canEdit && (
        // On a phone the buttons take a row of their own under the show, so its title keeps the width.
        <div className="flex w-full shrink-0 items-center justify-end gap-1.5 border-t border-zinc-100 pt-2 sm:w-auto sm:border-0 sm:pt-0 dark:border-zinc-800" role="group" aria-label={t("lists.page.actionsFor", { title: primary })}>
          <button
            ref={(node) => registerControl("up", node)}
            type="button"
            disabled={first}
            onClick={() => onMove(show, primary, -1)}
            aria-label={t("lists.page.moveUp", { title: primary })}
            className={ROW_BUTTON}
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="m6 15 6-6 6 6" />
            </svg>
          </button>
          <button
            ref={(node) => registerControl("down", node)}
            type="button"
            disabled={last}
            onClick={() => onMove(show, primary, 1)}
            aria-label={t("lists.page.moveDown", { title: primary })}
            className={ROW_BUTTON}
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </button>
          <button
            ref={(node) => registerControl("remove", node)}
            type="button"
            onClick={() => onRemove(show, primary)}
            aria-label={t("lists.page.remove", { title: primary })}
            className={`${ROW_BUTTON} hover:border-red-600 hover:text-red-700 dark:hover:text-red-400`}
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
            </svg>
          </button>
        </div>
      )}
    </li>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  const block = "rounded bg-zinc-200 dark:bg-zinc-800";
  return (
    <div role="status" aria-label={t("common.loading")} className="mx-auto max-w-4xl animate-pulse space-y-8">
      <div className="space-y-4">
        <div className={`h-4 w-40 ${block}`} />
        <div className="space-y-3 rounded-2xl border border-zinc-200 p-6 dark:border-zinc-800">
          <div className={`h-8 w-2/3 ${block}`} />
          <div className={`h-4 w-1/3 ${block}`} />
          <div className={`h-4 w-full ${block}`} />
        </div>
      </div>
      <div className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
            <div className={`h-24 w-16 ${block}`} />
            <div className="flex-1 space-y-2">
              <div className={`h-4 w-1/2 ${block}`} />
              <div className={`h-3 w-1/3 ${block}`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
