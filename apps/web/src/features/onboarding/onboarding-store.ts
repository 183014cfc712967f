import { useCallback, useState } from "react";

/** The genres and shows chosen during onboarding, kept for the tab so a reload keeps them. */
export interface OnboardingChoice {
  genres: number[];
  shows: number[];
}

const STORAGE_KEY = "dz-onboarding";
export const MIN_GENRES = 3;

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
}

export function readChoice(): OnboardingChoice {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Partial<OnboardingChoice>;
    return { genres: ids(parsed.genres), shows: ids(parsed.shows) };
  } catch {
    return { genres: [], shows: [] };
  }
}

function writeChoice(choice: OnboardingChoice): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage can be full or blocked: the choice then lasts as long as the page.
  }
}

export function clearChoice(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Adds the id when missing, removes it when present. */
export function toggleId(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** The stored choice and a function that changes and stores it. */
export function useOnboardingChoice(): [OnboardingChoice, (change: (choice: OnboardingChoice) => OnboardingChoice) => void] {
  const [choice, setChoice] = useState<OnboardingChoice>(readChoice);
  const update = useCallback((change: (choice: OnboardingChoice) => OnboardingChoice) => {
    setChoice((current) => {
      const next = change(current);
      writeChoice(next);
      return next;
    });
  }, []);
  return [choice, update];
}
