import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Person } from "@dizilog/shared/api";
import { Chevron } from "./chevron";
import { PersonCard } from "../../entities/person";
import { ShareButton } from "../../ui/share-button";

export interface BirthdayCarouselProps {
  people: Person[];
  label: string;
}

/** A horizontally scrolling row of people with previous/next buttons; works by keyboard and in RTL. */
export function BirthdayCarousel({ people, label }: BirthdayCarouselProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const updateEdges = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    const position = Math.abs(el.scrollLeft);
    setEdges({ atStart: position <= 1, atEnd: position + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener("resize", updateEdges);
    return () => window.removeEventListener("resize", updateEdges);
  }, [people.length, updateEdges]);

  const handleStep = (towardsEnd: boolean) => {
    const el = listRef.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === "rtl";
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const distance = el.clientWidth * 0.8 * (towardsEnd ? 1 : -1) * (rtl ? -1 : 1);
    el.scrollBy({ left: distance, behavior: reduce ? "auto" : "smooth" });
  };

  const buttonClass =
    "flex h-10 w-10 items-center justify-center rounded-full border border-zinc-300 bg-white shadow-sm hover:bg-zinc-100 disabled:opacity-40 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800";

  return (
    <div>
      <div className="mb-2 flex justify-end gap-2">
        <button type="button" className={buttonClass} onClick={() => handleStep(false)} disabled={edges.atStart}>
          <Chevron direction="start" />
          <span className="sr-only">{t("birthdays.previous")}</span>
        </button>
        <button type="button" className={buttonClass} onClick={() => handleStep(true)} disabled={edges.atEnd}>
          <Chevron direction="end" />
          <span className="sr-only">{t("birthdays.next")}</span>
        </button>
      </div>
      <ul
        ref={listRef}
        onScroll={updateEdges}
        tabIndex={0}
        aria-label={label}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth rounded-lg pb-3 motion-reduce:scroll-auto"
      >
        {people.map((person) => (
          <li key={person.id} className="w-36 shrink-0 snap-start rounded-xl border border-zinc-200 p-3 sm:w-44 dark:border-zinc-800">
            <PersonCard
              person={person}
              layout="tile"
              detail={person.age !== null ? t("birthdays.turns", { count: person.age }) : undefined}
            >
              <ShareButton
                path={person.url}
                text={t("birthdays.shareText", { name: person.name })}
                label={t("birthdays.shareLabel", { name: person.name })}
              />
            </PersonCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
