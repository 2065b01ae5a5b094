import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "../offline-check";

/**
 * One clock range set as the shift on consecutive days (issue 34). Expected answers written from reg. 10(1) of the
 * Working Time Regulations 1998 before running the code: an adult worker is entitled to 11 consecutive hours' rest in
 * each 24 hours, so a 7am-9pm shift worked on consecutive days (10 hours between 9pm and 7am) breaches it; an 8am-6pm
 * shift (14 hours) does not; opening hours are not anyone's shift; two or three days a week need not be consecutive.
 */
const registry = builtInRegistry();
const AS_OF = "2026-11-29";

async function dailyRest(text: string) {
  const { drafts } = await offlineCheck(registry, { document_text: text, jurisdiction: "GB" }, AS_OF);
  const wtr = drafts.find((d) => d.sourceId === "uk-working-time-regulations-1998");
  return wtr?.obligations.find((o) => o.id === "wtr-daily-rest")?.status;
}

describe("daily rest between shifts set as one clock range on consecutive days", () => {
  it.each([
    "Hi all, from Monday the warehouse in Leeds runs shifts 7am to 9pm six days a week.",
    "Your hours are 6:00 to 20:30, Monday to Friday, at our Bristol site; you are employed as a warehouse operative.",
    "Kitchen staff at the Leeds restaurant work 10am to midnight every day during the festival fortnight.",
  ])("leaves under 11 hours' rest: %s", async (text) => {
    expect(await dailyRest(text)).toBe("breached");
  });

  it.each([
    "Hi all, from Monday the warehouse in Leeds runs shifts 8am to 6pm five days a week.",
    "Our Leeds shop is open 7am to 9pm six days a week; your own shifts are on the rota, employees work 8 hours a day.",
    "Weekend staff in our Leeds warehouse work 7am to 9pm two days a week, with at least a day between shifts.",
  ])("does not: %s", async (text) => {
    expect(await dailyRest(text)).not.toBe("breached");
  });
});
