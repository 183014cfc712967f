import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "@dizilog/shared/errors";
import tr from "@dizilog/shared/errors/locales/tr";
import { ApiError } from "./api";
import { ERRORS_NAMESPACE, errorText, errorTextLoaders } from "./error-text";

beforeAll(async () => {
  await i18next.init({
    lng: "tr",
    fallbackLng: "en",
    resources: { en: { [ERRORS_NAMESPACE]: ERROR_CATALOGUE }, tr: { [ERRORS_NAMESPACE]: tr } },
    interpolation: { escapeValue: false },
  });
});

describe("errors by code in the interface language", () => {
  it("shows the catalogue's text for the code, whatever language the server wrote", () => {
    const error = ApiError.of(403, { message: "You are not allowed to do this.", code: "forbidden" });
    expect(error.message).toBe("Bunu yapmaya yetkiniz yok.");
    expect(error.code).toBe("forbidden");

    const form = ApiError.of(422, {
      message: "This field is required.",
      code: "required",
      errors: { name: ["This field is required."] },
      error_codes: { name: ["required"] },
    });
    expect(form.fieldErrors).toEqual({ name: ["Bu alan zorunludur."] });
    expect(form.fieldCodes).toEqual({ name: ["required"] });
  });

  it("keeps the server's text when the message carries values (a limit), or names a code this build does not know", () => {
    const limit = ApiError.of(422, { message: "Açıklama en fazla 250 karakter olabilir.", code: "description_too_long" });
    expect(limit.message).toBe("Açıklama en fazla 250 karakter olabilir.");
    expect(ApiError.of(409, { message: "Yeni bir kural.", code: "some_future_code" }).message).toBe("Yeni bir kural.");
  });

  it("words the client's own failures from the catalogue", async () => {
    expect(errorText("offline")).toBe(tr.offline);
    await i18next.changeLanguage("en");
    expect(errorText("offline")).toBe(ERROR_CATALOGUE.offline);
    await i18next.changeLanguage("tr");
  });

  it("loads every translated language of the catalogue", () => {
    expect(Object.keys(errorTextLoaders).sort()).toEqual(["ar", "de", "en", "es", "fa", "fr", "it", "pt", "pt-br", "ru", "sq", "tr"]);
  });

  it("never tells errors apart by their English text: no client code imports the server's message constants", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const text = readFileSync(file, "utf8");
          if (/\b[A-Z_]*MESSAGES?\b[^;]*from "@dizilog\/shared/.test(text) || /\bimport \{[^}]*\b[A-Z_]*MESSAGES?\b[^}]*\}/.test(text)) offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
