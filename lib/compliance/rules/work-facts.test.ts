import { describe, expect, it } from "vitest";
import { reviewDocument } from "../document";
import { eraPack, nmwPack, wtrPack } from "./gb-employment";
import { flsaPack } from "./other-employment";
import { statusOf } from "./test-helpers";
import { daysTimesHours, dailyBreakMinutes, longestShift, looksLikeWorkText, rotaWeeklyHours, shiftsIn, shortestRestBetween, statedWorkerAge } from "./work-facts";

const sentences = (text: string) => reviewDocument(text).sentences;

describe("shifts read from a rota in any layout", () => {
  it("one shift per line, words between the times", () => {
    const shifts = shiftsIn(sentences("Your shifts:\nTuesday 10pm till 6am\nWednesday 2pm until 10pm\nThursday: off"));
    expect(shifts.map((s) => [s.day, s.start, s.end])).toEqual([
      [1, 22 * 60, 6 * 60],
      [2, 14 * 60, 22 * 60],
    ]);
    // The overnight shift ends at 6am on Wednesday: eight hours until the 2pm start.
    expect(shortestRestBetween(shifts)?.minutes).toBe(8 * 60);
    expect(longestShift(shifts)?.hours).toBe(8);
  });
  it("several days on one line, and a run of days with one span", () => {
    const inline = shiftsIn(sentences("Rota: Mon: 15:00-23:00 | Tue: 07:00-15:00 | Sat, Sun: off"));
    expect(shortestRestBetween(inline)?.minutes).toBe(8 * 60);
    const run = shiftsIn(sentences("You will work Monday to Friday, 8am to 6pm."));
    expect(run).toHaveLength(5);
    expect(rotaWeeklyHours(run, 30)?.hours).toBe(47.5);
    expect(rotaWeeklyHours(run, 0)?.hours).toBe(50);
  });
  it("a shop's opening hours are no shifts; days not on consecutive dates give no rest gap", () => {
    expect(shiftsIn(sentences("We are open Monday 9am to 9pm and Saturday 9am to 6pm."))).toHaveLength(0);
    expect(shortestRestBetween(shiftsIn(sentences("Monday 6pm-11pm\nWednesday 6am-2pm")))).toBeNull();
  });
});

describe("other work facts", () => {
  it("days a week times hours a day", () => {
    expect(daysTimesHours("normally six days a week and ten hour days")).toBe(60);
    expect(daysTimesHours("five days a week")).toBeNull();
  });
  it("the worker's stated age, not hours or other numbers", () => {
    expect(statedWorkerAge("As you're 16, here's your pattern")).toBe(16);
    expect(statedWorkerAge("Jake (17) works Saturdays")).toBe(17);
    expect(statedWorkerAge("you are 40 hours a week")).toBeNull();
  });
  it("the daily break", () => {
    expect(dailyBreakMinutes(sentences("You get a 30 minute lunch break."))).toBe(30);
    expect(dailyBreakMinutes(sentences("With an hour for lunch."))).toBe(60);
    expect(dailyBreakMinutes(sentences("There are no breaks."))).toBe(0);
  });
});

const gbMessage = (...lines: string[]) => ["Message from your manager about shifts and pay", ...lines].join("\n");

describe("rules resting on the work facts", () => {
  it("daily rest: a late shift then an early one the next day breaches reg. 10; a day between meets", () => {
    expect(statusOf(wtrPack(), gbMessage("Thursday 3pm till 11pm", "Friday 6am till 2pm"), "GB", "wtr-daily-rest")).toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("Thursday 3pm till 11pm", "Saturday 6am till 2pm"), "GB", "wtr-daily-rest")).not.toBe("breached");
  });
  it("weekly limit: rota hours over 48 with no opt-out breach reg. 4; 45 hours do not", () => {
    expect(statusOf(wtrPack(), gbMessage("You'll be on Monday to Saturday, 7am to 5pm, with a 30 minute break."), "GB", "wtr-weekly-limit")).toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("You'll be on Monday to Friday, 8am to 5.30pm, with a 30 minute break."), "GB", "wtr-weekly-limit")).not.toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("We work six days a week and ten hour days."), "GB", "wtr-weekly-limit")).toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("You stay until the job is done, paid £13 an hour."), "GB", "wtr-weekly-limit")).toBe("breached");
  });
  it("young workers: a 9-hour Saturday for a 16-year-old breaches reg. 5A; a 7-hour one does not", () => {
    expect(statusOf(wtrPack(), gbMessage("As you're 16, you work Saturday 9am - 6pm with a 30 minute lunch."), "GB", "wtr-young-working-time")).toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("As you're 16, you work Saturday 9am - 4pm with a 30 minute lunch."), "GB", "wtr-young-working-time")).not.toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("As you're 24, you work Saturday 9am - 6pm with a 30 minute lunch."), "GB", "wtr-young-working-time")).not.toBe("breached");
  });
  it("weekly rest: seven days a week breaches reg. 11", () => {
    expect(statusOf(wtrPack(), gbMessage("In the summer you will work seven days a week."), "GB", "wtr-weekly-rest")).toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("The café is open seven days a week and you work five of them."), "GB", "wtr-weekly-rest")).not.toBe("breached");
  });
  it("opt-out demanded before work breaches reg. 5", () => {
    expect(statusOf(wtrPack(), gbMessage("Everyone has to sign the form waiving the 48 hour limit - no form, no work."), "GB", "wtr-opt-out")).toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("You may sign the form waiving the 48 hour limit and may end it on seven days' notice."), "GB", "wtr-opt-out")).not.toBe("breached");
  });
  it("minimum wage by stated age: £11.60 at 24 breaches; at 19 it does not", () => {
    expect(statusOf(nmwPack(), gbMessage("Pay is £11.60 an hour - you're 24."), "GB", "nmw-rate")).toBe("breached");
    expect(statusOf(nmwPack(), gbMessage("Pay is £11.60 an hour - you're 19."), "GB", "nmw-rate")).not.toBe("breached");
  });
  it("kit cost taken out of minimum-wage pay breaches the deductions rule", () => {
    expect(statusOf(nmwPack(), gbMessage("Boots and hi-vis cost £60 and come out of your first week's pay. Rate is £12.71 an hour."), "GB", "nmw-deductions")).toBe("breached");
    expect(statusOf(nmwPack(), gbMessage("We give you boots and hi-vis free. Rate is £12.71 an hour."), "GB", "nmw-deductions")).not.toBe("breached");
  });
  it("unused statutory leave paid for instead while employed breaches reg. 13(9)", () => {
    const text = gbMessage("Holiday. You get 5.6 weeks' paid holiday a year.", "If you haven't used it all by 31 December, we will pay you for the days left over instead.");
    expect(statusOf(wtrPack(), text, "GB", "wtr-pay-in-lieu")).toBe("breached");
    expect(statusOf(wtrPack(), gbMessage("Holiday. You get 5.6 weeks' paid holiday a year.", "When you leave, we pay you for any days left over."), "GB", "wtr-pay-in-lieu")).not.toBe("breached");
    expect(statusOf(eraPack(), text, "GB", "era-minimum-notice")).not.toBe("breached");
  });
});

describe("FLSA wording", () => {
  const sheet = (...lines: string[]) => ["Employee Handbook", "How pay works for hourly employees.", ...lines].join("\n");
  it("managers sharing a tip pot breach § 203(m); overtime once you pass 80 hours a fortnight breaches § 207", () => {
    expect(statusOf(flsaPack(), sheet("All tips go into one pot that is split between the servers and the shift managers."), "US", "flsa-tips-kept")).toBe("breached");
    expect(statusOf(flsaPack(), sheet("Time-and-a-half kicks in once you pass 80 hours in the two-week pay period."), "US", "flsa-overtime")).toBe("breached");
    expect(statusOf(flsaPack(), sheet("Time-and-a-half kicks in once you pass 40 hours in the workweek."), "US", "flsa-overtime")).not.toBe("breached");
  });
});

describe("clock times without am or pm", () => {
  it("'9.00 to 5.00' is an eight-hour day shift, '22:00-06:00' a night shift", () => {
    expect(longestShift(shiftsIn(sentences("Hours: Monday to Friday, 9.00 to 5.00 with a one-hour lunch break.")))?.hours).toBe(8);
    expect(longestShift(shiftsIn(sentences("Nights: Monday 22:00-06:00")))?.hours).toBe(8);
  });
});

describe("work facts on hostile text", () => {
  it("a 20,000-character rota line is read in one pass", { timeout: 2000 }, () => {
    const line = "Mon 06:00-14:00 | Tue 06:00-14:00 | ".repeat(560);
    expect(shiftsIn(sentences(line)).length).toBeGreaterThan(1000);
    expect(daysTimesHours("six days a week ".repeat(2000))).toBeNull();
  });
});

describe("everyday work texts are recognised", () => {
  const work = (text: string) => looksLikeWorkText(text, sentences(text));
  it("a manager's message, a bare rota, a job offer by email, an instruction to stay late", () => {
    expect(work("Can you cover Saturday 7am-7pm? No break I'm afraid as we're short. Thanks, Kev")).toBe(true);
    expect(work("Week 12\nMon: Sam 06:00-14:00, Priya 14:00-22:00\nTue: Sam 22:00-06:00")).toBe(true);
    expect(work("Hi all, from next month we're moving to 12-hour shifts, four on four off.")).toBe(true);
    expect(work("Dear Jo, you've got the job! You start Monday at 8am. You'll be on £25k and get 20 days off plus bank holidays.")).toBe(true);
    expect(work("Reminder: everyone must stay behind after closing to clean down. This time isn't paid.")).toBe(true);
  });
  it("not a café's opening hours, a recipe or a shop's delivery note", () => {
    expect(work("Our cafe serves breakfast from 7am to 11am, Monday to Saturday. Book a table online.")).toBe(false);
    expect(work("Recipe: bake the cookies for 12 minutes at 180C.")).toBe(false);
    expect(work("Opening hours\nMon: 9:00-17:00\nSat: 10:00-16:00")).toBe(false);
    expect(work("Deliveries arrive Monday 8am-12pm; orders over £40 ship free.")).toBe(false);
  });
});

describe("short work texts with one strong sign", () => {
  const work = (text: string) => looksLikeWorkText(text, sentences(text));
  it("a till message and a sickness note are work texts; a gym membership and a holiday booking are not", () => {
    expect(work("If your till's short it comes out of your wages, no arguments.")).toBe(true);
    expect(work("Sickness. Tell your manager before your shift. SSP is paid from the first day you're off sick.")).toBe(true);
    expect(work("Gym membership: £30 a month, cancel with one month's notice. Staff are on hand to help you.")).toBe(false);
    expect(work("Holiday booking terms: a deposit of £200 is due on booking; the balance is paid 8 weeks before departure. Cancellation notice must be in writing.")).toBe(false);
  });
});
