import type { ReactNode } from "react";
import { Link } from "react-router";

export interface PersonCardProps {
  person: { name: string; url: string; picture: string };
  /** A line under the name: a character, a role, a date. */
  detail?: ReactNode;
  /** Extra actions under the card (e.g. share). */
  children?: ReactNode;
  layout?: "row" | "tile";
}

/** A person's round picture and name linking to their page, with an optional detail line. */
export function PersonCard({ person, detail, children, layout = "row" }: PersonCardProps) {
  const tile = layout === "tile";
  return (
    <article className={tile ? "flex flex-col items-center gap-2 text-center" : "flex items-center gap-3"}>
      <img
        src={person.picture}
        alt=""
        width={tile ? 96 : 56}
        height={tile ? 96 : 56}
        loading="lazy"
        className={`${tile ? "h-24 w-24" : "h-14 w-14"} shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800`}
      />
      <div className="min-w-0">
        <h3 className="font-semibold">
          <Link to={person.url} className="rounded hover:text-brand-700 hover:underline dark:hover:text-brand-500">
            {person.name}
          </Link>
        </h3>
        {detail && <p className="text-sm text-zinc-600 dark:text-zinc-400">{detail}</p>}
        {children}
      </div>
    </article>
  );
}
