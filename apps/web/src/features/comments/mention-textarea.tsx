import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Avatar } from "../../ui/avatar";
import { inputClass } from "../../ui/field";
import { useDebounced } from "../../lib/use-debounced";
import { useHashtagSearch, useMentionSearch } from "./api";
import { UserBadges } from "../../entities/user";

/** The `@name` being typed right before the caret, if any (the same token rule as the server's). */
export function mentionAt(text: string, caret: number): { start: number; query: string } | undefined {
  // -1: the text box has no caret (it lost the focus).
  if (caret < 0) return undefined;
  const match = /(^|[^A-Za-z0-9_@.])@([A-Za-z0-9]{1,15})$/.exec(text.slice(0, caret));
  if (!match) return undefined;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** The `#hashtag` being typed right before the caret, if any (the keyword's letters, as the server reads them). */
export function hashtagAt(text: string, caret: number): { start: number; query: string } | undefined {
  if (caret < 0) return undefined;
  const match = /(^|[^\p{L}\p{M}\p{N}_&#])#([\p{L}\p{M}\p{N}_]{1,50})$/u.exec(text.slice(0, caret));
  if (!match || !/\p{L}/u.test(match[2]!)) return undefined;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** One suggestion of the list: a user after `@`, an existing hashtag after `#`. */
interface Suggestion {
  key: string;
  /** What replaces the token, without the trailing space. */
  insert: string;
  user?: { avatar: string; name: string; username: string; premium: boolean; lifetime: boolean; is_verified: boolean };
  hashtag?: { keyword: string };
}

export interface MentionTextareaProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Ctrl/⌘ + Enter sends the form. */
  onSubmitShortcut?: () => void;
  /** Classes added to the text box's own (a collapsed box that fits its placeholder). */
  className?: string;
  /** Also suggest existing hashtags after `#` (the post box). */
  hashtags?: boolean;
}

/**
 * A textarea that suggests users after `@` (GET /api/search/users): the WAI-ARIA pattern of a text
 * box with a list of suggestions — `aria-autocomplete="list"`, `aria-controls` and
 * `aria-activedescendant` on the text box, a `listbox` of `option`s; Up and Down move, Enter or Tab
 * picks, Escape closes, and the number of suggestions is announced.
 */
export function MentionTextarea({ id, value, onChange, describedBy, invalid, placeholder, rows = 3, disabled, textareaRef, onSubmitShortcut, className = "", hashtags = false }: MentionTextareaProps) {
  const { t } = useTranslation();
  const listId = useId();
  const local = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const mention = mentionAt(value, caret);
  const tag = hashtags && !mention ? hashtagAt(value, caret) : undefined;
  const token = mention ?? tag;
  const query = useDebounced(token?.query ?? "", 200);
  const search = useMentionSearch(mention ? query : "");
  const tagSearch = useHashtagSearch(tag ? query : "");
  const found: Suggestion[] = mention
    ? (search.data ?? []).map((user) => ({ key: `u${user.id}`, insert: `@${user.username}`, user }))
    : tag
      ? (tagSearch.data ?? []).map((hashtag) => ({ key: `h${hashtag.keyword}`, insert: `#${hashtag.keyword}`, hashtag }))
      : [];
  const suggestions = token && dismissed !== `${token.start}:${token.query}` ? found : [];
  const open = suggestions.length > 0;

  useEffect(() => setActive(0), [query]);

  const setRefs = (node: HTMLTextAreaElement | null) => {
    local.current = node;
    if (typeof textareaRef === "function") textareaRef(node);
    else if (textareaRef) (textareaRef as { current: HTMLTextAreaElement | null }).current = node;
  };

  const pick = (suggestion: Suggestion) => {
    if (!token) return;
    const before = value.slice(0, token.start);
    const after = value.slice(caret);
    const inserted = `${suggestion.insert} `;
    onChange(`${before}${inserted}${after.replace(/^\S*/, "")}`);
    const position = before.length + inserted.length;
    requestAnimationFrame(() => {
      local.current?.setSelectionRange(position, position);
      setCaret(position);
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
      event.preventDefault();
      onSubmitShortcut();
      return;
    }
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (token) setDismissed(`${token.start}:${token.query}`);
    }
  };

  const trackCaret = () => setCaret(local.current?.selectionStart ?? 0);

  return (
    <div className="relative">
      <textarea
        ref={setRefs}
        id={id}
        name="content"
        // An empty box takes the page's direction, so an Arabic placeholder starts on the right;
        // once written, the text's own direction (a Turkish comment on the Arabic site).
        dir={value ? "auto" : undefined}
        rows={rows}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
        }}
        onKeyDown={handleKeyDown}
        onKeyUp={trackCaret}
        onClick={trackCaret}
        onBlur={() => setTimeout(() => setCaret(-1), 150)}
        className={`${inputClass(invalid)} resize-y ${className}`}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={tag ? t("comments.hashtags.label") : t("comments.mentions.label")}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // The text box keeps the focus: a pointer pick must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm ${index === active ? "bg-zinc-100 dark:bg-zinc-800" : ""}`}
            >
              {suggestion.user && (
                <>
                  <Avatar src={suggestion.user.avatar} size={24} />
                  <span className="truncate font-medium">{suggestion.user.name}</span>
                  <UserBadges user={suggestion.user} />
                  <bdi dir="ltr" className="truncate text-zinc-600 dark:text-zinc-400">
                    @{suggestion.user.username}
                  </bdi>
                </>
              )}
              {suggestion.hashtag && <bdi className="truncate font-medium">#{suggestion.hashtag.keyword}</bdi>}
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="sr-only">
        {open ? t(tag ? "comments.hashtags.count" : "comments.mentions.count", { count: suggestions.length }) : ""}
      </p>
    </div>
  );
}
