import { useId, useRef } from "react";
import { useTranslation } from "../../lib/use-translation";
import { WALL_LIMITS } from "@dizilog/shared/api/wall-ids";
import { Button } from "../../ui/button";
import { inputClass } from "../../ui/field";
import type { FormAction, FormState } from "./form-state";

export interface PollFieldsProps {
  state: FormState;
  dispatch: (action: FormAction) => void;
  error?: string | undefined;
}

/**
 * A poll's answers (2 to 4, each with its 30-character counter; the add button hidden at 4, removal
 * only above 2), its length in days (1 to 7; the closing time is computed when it is sent) and
 * whether its results stay hidden until it closes.
 */
export function PollFields({ state, dispatch, error }: PollFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = useRef<HTMLOListElement | null>(null);
  const canRemove = state.pollOptions.length > WALL_LIMITS.pollOptionsMin;
  const canAdd = state.pollOptions.length < WALL_LIMITS.pollOptionsMax;

  /** Focuses answer `index` once the list has re-rendered (after adding or removing one). */
  const focusAnswer = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLInputElement>("input")[index]?.focus());

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{t("wallForm.poll.answers")}</legend>
      <ol ref={list} className="space-y-2">
        {state.pollOptions.map((option, index) => {
          const length = Array.from(option).length;
          const inputId = `${id}-answer-${index}`;
          return (
            <li key={index} className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                {t("wallForm.poll.answer", { number: index + 1 })}
              </label>
              <div className="relative min-w-0 flex-1">
                <input
                  id={inputId}
                  type="text"
                  dir={option ? "auto" : undefined}
                  value={option}
                  maxLength={WALL_LIMITS.pollOptionMax * 2}
                  placeholder={t("wallForm.poll.answer", { number: index + 1 })}
                  aria-describedby={`${inputId}-counter`}
                  onChange={(event) => dispatch({ type: "pollOption", index, value: event.target.value })}
                  className={`${inputClass()} pe-16`}
                />
                <span
                  id={`${inputId}-counter`}
                  className={`pointer-events-none absolute inset-y-0 end-3 flex items-center text-xs tabular-nums ${length >= WALL_LIMITS.pollOptionMax ? "font-semibold text-amber-800 dark:text-amber-300" : "text-zinc-600 dark:text-zinc-400"}`}
                >
                  <span aria-hidden="true">
                    {length}/{WALL_LIMITS.pollOptionMax}
                  </span>
                  <span className="sr-only">{t("wallForm.counter", { length, max: WALL_LIMITS.pollOptionMax })}</span>
                </span>
              </div>
              {canRemove && (
                <Button
                  variant="ghost"
                  className="!px-2"
                  aria-label={t("wallForm.poll.remove", { number: index + 1 })}
                  onClick={() => {
                    dispatch({ type: "removePollOption", index });
                    focusAnswer(Math.max(0, index - 1));
                  }}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {canAdd && (
        <Button
          variant="secondary"
          className="!px-3 !py-1.5"
          onClick={() => {
            dispatch({ type: "addPollOption" });
            focusAnswer(state.pollOptions.length);
          }}
        >
          {t("wallForm.poll.add")}
        </Button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-days`} className="text-sm font-medium">
            {t("wallForm.poll.duration")}
          </label>
          <select
            id={`${id}-days`}
            value={state.pollDays}
            onChange={(event) => dispatch({ type: "pollDays", value: Number(event.target.value) })}
            className={`${inputClass()} !w-auto`}
          >
            {Array.from({ length: WALL_LIMITS.pollDaysMax - WALL_LIMITS.pollDaysMin + 1 }, (_, index) => index + WALL_LIMITS.pollDaysMin).map((days) => (
              <option key={days} value={days}>
                {t("wallForm.poll.days", { count: days })}
              </option>
            ))}
          </select>
        </div>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input type="checkbox" checked={state.pollHidden} onChange={(event) => dispatch({ type: "pollHidden", value: event.target.checked })} className="h-4 w-4 accent-brand-700" />
          {t("wallForm.poll.hidden")}
        </label>
      </div>
    </fieldset>
  );
}
