import { describe, expect, it } from "vitest";
import { codeOnWagesPack, flsaPack, oshCodePack } from "./other-employment";
import { statusOf } from "./test-helpers";

const handbook = (...lines: string[]) => ["Employee Handbook", "Pay and overtime rules for hourly employees.", ...lines].join("\n");

describe("FLSA rule pack", () => {
  it("overtime over 80 hours a fortnight breaches § 207; over 40 in a workweek meets it", () => {
    expect(statusOf(flsaPack(), handbook("Overtime is paid only for hours over 80 in a two-week pay period."), "US", "flsa-overtime")).toBe("breached");
    expect(statusOf(flsaPack(), handbook("Overtime at one and one-half times is paid for hours over 40 in a workweek."), "US", "flsa-overtime")).toBe("met");
  });
  it("$6.50 an hour breaches § 206 unless the youth wage or a tip credit applies", () => {
    expect(statusOf(flsaPack(), handbook("Trainees are paid $6.50 per hour."), "US", "flsa-minimum-wage")).toBe("breached");
    expect(statusOf(flsaPack(), handbook("Tipped servers are paid $2.13 per hour plus tips under the tip credit."), "US", "flsa-minimum-wage")).toBe("not_assessable");
  });
  it("an exempt salary of $600 a week breaches § 213", () => {
    expect(statusOf(flsaPack(), handbook("Classification: exempt. Salary: $600 per week."), "US", "flsa-exemption-salary")).toBe("breached");
    expect(statusOf(flsaPack(), handbook("Classification: exempt. Salary: $900 per week."), "US", "flsa-exemption-salary")).toBe("not_assessable");
  });
});

describe("India labour code rule packs", () => {
  it("monthly wages on the 15th breach s. 17 of the Code on Wages; before the 7th meets it", () => {
    expect(statusOf(codeOnWagesPack(), handbook("Wages for each month will be paid by the 15th day of the following month."), "IN", "cow-payment-time")).toBe("breached");
    expect(statusOf(codeOnWagesPack(), handbook("Salaries are paid before the 7th day of the following month."), "IN", "cow-payment-time")).toBe("met");
  });
  it("overtime at the normal rate breaches s. 14; ten-hour days breach s. 25 of the OSH Code", () => {
    expect(statusOf(codeOnWagesPack(), handbook("Overtime work will be paid at your normal hourly rate."), "IN", "cow-overtime")).toBe("breached");
    expect(statusOf(oshCodePack(), handbook("Normal working hours are 10 hours per day."), "IN", "osh-daily-hours")).toBe("breached");
  });
});

describe("Code on Wages overtime in lay wording", () => {
  const policy = (...lines: string[]) => ["HR Policy", "Working hours and wages for staff.", ...lines].join("\n");
  it("hours beyond normal hours at one and a half times breach s. 14; at twice the rate they do not", () => {
    expect(statusOf(codeOnWagesPack(), policy("Hours worked beyond normal hours are paid at one and a half times the ordinary rate of wages."), "IN", "cow-overtime")).toBe("breached");
    expect(statusOf(codeOnWagesPack(), policy("Extra hours are paid at 1.25x the hourly wage."), "IN", "cow-overtime")).toBe("breached");
    expect(statusOf(codeOnWagesPack(), policy("Hours worked beyond normal hours are paid at twice the ordinary rate of wages."), "IN", "cow-overtime")).not.toBe("breached");
  });
});

describe("India labour codes in lay wording", () => {
  const packs = { cow: codeOnWagesPack(), osh: oshCodePack() } as const;
  const probes: [keyof typeof packs, string, string, boolean][] = [
    ["cow", "cow-final-settlement", "Dues of an employee who leaves are cleared in the next payroll cycle.", true],
    ["cow", "cow-final-settlement", "On resignation, full and final settlement is paid within 2 working days.", false],
    ["cow", "cow-payment-time", "Salary is credited on the 10th of the next month.", true],
    ["cow", "cow-wage-period", "Wages are paid every two months.", true],
    ["cow", "cow-deductions", "Up to 75% of wages may be deducted to recover loans.", true],
    ["cow", "cow-fines", "Late-comers are fined Rs 500 on the spot.", true],
    ["cow", "cow-equal-wages", "Women packers get Rs 400 a day and men packers Rs 450 a day for the same work.", true],
    ["cow", "cow-overtime", "Extra hours are paid at the regular hourly rate.", true],
    ["osh", "osh-daily-hours", "Shifts are 10 hours long, six days a week.", true],
    ["osh", "osh-daily-hours", "Working hours are 9am to 7pm with a one-hour lunch.", true],
    ["osh", "osh-daily-hours", "Working hours are 9am to 5pm with a one-hour lunch, Monday to Saturday.", false],
  ];
  for (const [p, id, text, breached] of probes) {
    it(`${breached ? "breached" : "not breached"} ${id}: ${text.slice(0, 60)}`, () => {
      expect(statusOf(packs[p], ["HR Policy for staff on wages and working hours.", text].join("\n"), "IN", id) === "breached").toBe(breached);
    });
  }
});

describe("OSH Code shift length counts the meal break out", () => {
  it("9 hours including a 1-hour meal break is 8 hours of work; 10 hours with a 30-minute break is not", () => {
    const policy = (line: string) => ["HR Policy for staff on wages and working hours.", line].join("\n");
    expect(statusOf(oshCodePack(), policy("Shifts are 9 hours including a 1-hour meal break, 5 days a week."), "IN", "osh-daily-hours")).not.toBe("breached");
    expect(statusOf(oshCodePack(), policy("Shifts are 10 hours including a 30-minute meal break."), "IN", "osh-daily-hours")).toBe("breached");
  });
});
