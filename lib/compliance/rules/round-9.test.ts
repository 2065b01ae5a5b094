import { describe, expect, it } from "vitest";
import { eraPack, nmwPack, sspPack, wtrPack } from "./gb-employment";
import { codeOnWagesPack, flsaPack, oshCodePack } from "./other-employment";
import { outcomes, statusOf } from "./test-helpers";

/**
 * Issue 34, round 9: the general causes behind blind set 10's dev-half misses and false alarms (employment law), each
 * as an invented breaching text beside a lawful near miss on the same topic. Our own sentences only, not the set's.
 */

const gbTerms = (...lines: string[]) => ["Staff Handbook – Harbour Lane Deli Ltd", "Hours of work, wages and holiday for all shop and kitchen staff.", ...lines].join("\n");
const usHandbook = (...lines: string[]) => ["Employee Handbook – Prairie Grill LLC (Amarillo, TX)", "Hourly pay, overtime and working hours for all staff.", ...lines].join("\n");
const inNotice = (...lines: string[]) => ["Notice to workers – Kaveri Packaging Pvt. Ltd., Hosur", "Wages, working hours and overtime for all workers.", ...lines].join("\n");

describe("ERA s. 18: a till that is 'down' or 'short' taken off pay in full", () => {
  it("breached: the whole shortfall comes off the next wage packet", () => {
    expect(statusOf(eraPack(), gbTerms("If your till is short at cash-up, the difference comes off your next wage packet in full."), "GB", "era-retail-deductions")).toBe("breached");
    expect(statusOf(eraPack(), gbTerms("Whatever your drawer is down by at close is taken off your pay, however much it is."), "GB", "era-retail-deductions")).toBe("breached");
  });
  it("not breached: shortfalls deducted only up to 10% of gross pay on a pay day", () => {
    expect(statusOf(eraPack(), gbTerms("If your till is short, we may deduct the shortfall from your pay, but never more than 10% of your gross pay on any pay day."), "GB", "era-retail-deductions")).not.toBe("breached");
  });
});

describe("NMW: rates for each age band, and a premium is not the rate", () => {
  it("breached: the 18-20 band below £10.85 (from April 2026) beside a lawful 21+ rate", () => {
    expect(statusOf(nmwPack(), gbTerms("Rates: £12.80 an hour for staff aged 21 and over, £9.90 for 18-20 year olds."), "GB", "nmw-age-bands")).toBe("breached");
    expect(statusOf(nmwPack(), gbTerms("Hourly pay from April 2026:", "Aged 21 and over: £12.90", "Aged 18 to 20: £10.40", "Aged 16 to 17: £8.20"), "GB", "nmw-age-bands")).toBe("breached");
  });
  it("not breached: every band at or above its rate", () => {
    expect(statusOf(nmwPack(), gbTerms("Rates: £12.80 an hour for staff aged 21 and over, £10.90 for 18-20 year olds and £8.10 for under-18s."), "GB", "nmw-age-bands")).not.toBe("breached");
    expect(statusOf(nmwPack(), gbTerms("Hourly pay from April 2026:", "Aged 21 and over: £12.90", "Aged 18 to 20: £11.00", "Aged 16 to 17: £8.20"), "GB", "nmw-age-bands")).not.toBe("breached");
  });
  it("not breached: a weekend premium of £1.50 an hour is not the hourly rate", () => {
    expect(statusOf(nmwPack(), gbTerms("Colleagues aged 21 and over earn £12.90.", "Weekend premium: +£1.50 per hour on Saturdays and Sundays."), "GB", "nmw-rate")).not.toBe("breached");
  });
  it("breached: a 23-year-old on £11.80 an hour, with a premium named after it", () => {
    expect(statusOf(nmwPack(), gbTerms("You are 23 and will be paid £11.80 per hour.", "Night premium: £1 per hour."), "GB", "nmw-rate")).toBe("breached");
  });
});

describe("NMW s. 1: work time left unpaid", () => {
  it("breached: an unpaid trial day working in the kitchen", () => {
    expect(statusOf(nmwPack(), gbTerms("Every applicant does an unpaid trial day in the kitchen before we decide."), "GB", "nmw-unpaid-work")).toBe("breached");
  });
  it("breached: compulsory briefings unpaid for staff on £12.71 an hour", () => {
    expect(statusOf(nmwPack(), gbTerms("Pay is £12.71 per hour.", "The 20-minute team briefings before opening are compulsory and unpaid."), "GB", "nmw-unpaid-work")).toBe("breached");
  });
  it("not breached: a paid trial shift, an unpaid lunch break, unpaid leave", () => {
    expect(statusOf(nmwPack(), gbTerms("Your trial shift is paid at the normal hourly rate."), "GB", "nmw-unpaid-work")).not.toBe("breached");
    expect(statusOf(nmwPack(), gbTerms("Pay is £12.71 per hour.", "Your 30-minute lunch break is unpaid."), "GB", "nmw-unpaid-work")).not.toBe("breached");
    expect(statusOf(nmwPack(), gbTerms("Pay is £12.71 per hour.", "You may ask for up to two weeks' unpaid leave a year."), "GB", "nmw-unpaid-work")).not.toBe("breached");
  });
  it("not breached: unpaid briefings for salaried staff well above the minimum", () => {
    expect(statusOf(nmwPack(), gbTerms("Your salary is £48,000 per year for a 37.5-hour week.", "The monthly team briefing after hours is unpaid."), "GB", "nmw-unpaid-work")).not.toBe("breached");
  });
});

describe("SSCBA s. 151: SSP denied to a class of employee", () => {
  it("breached: casual staff 'not entitled' to SSP; new starters 'not eligible'", () => {
    expect(statusOf(sspPack(), gbTerms("Agency and casual staff are not entitled to SSP."), "GB", "ssp-contracting-out")).toBe("breached");
    expect(statusOf(sspPack(), gbTerms("Employees with fewer than 12 weeks' service are not eligible for statutory sick pay."), "GB", "ssp-contracting-out")).toBe("breached");
  });
  it("not breached: company sick pay withheld in probation while SSP is still paid", () => {
    expect(statusOf(sspPack(), gbTerms("Staff in their first three months are not eligible for company sick pay, but they still receive SSP from the first day."), "GB", "ssp-contracting-out")).not.toBe("breached");
  });
});

describe("WTR reg. 13(9): statutory leave replaced by pay during employment; part-timers' pro rata leave", () => {
  it("breached: untaken leave paid out at the end of the year, or sold back", () => {
    expect(statusOf(wtrPack(), gbTerms("Unused annual leave is paid out at the end of the holiday year."), "GB", "wtr-pay-in-lieu")).toBe("breached");
    expect(statusOf(wtrPack(), gbTerms("You can sell back up to three days of holiday each year for cash."), "GB", "wtr-pay-in-lieu")).toBe("breached");
  });
  it("not breached: paid out only on leaving; buying extra days; exchange denied", () => {
    expect(statusOf(wtrPack(), gbTerms("Unused annual leave is paid out only when you leave the company."), "GB", "wtr-pay-in-lieu")).not.toBe("breached");
    expect(statusOf(wtrPack(), gbTerms("You can buy up to five extra days of holiday through salary sacrifice."), "GB", "wtr-pay-in-lieu")).not.toBe("breached");
    expect(statusOf(wtrPack(), gbTerms("Holiday cannot be exchanged for pay."), "GB", "wtr-pay-in-lieu")).not.toBe("breached");
  });
  it("breached: 8 days including bank holidays on a two-day week (5.6 x 2 = 11.2)", () => {
    expect(statusOf(wtrPack(), gbTerms("Part-time staff on a two-day week receive 8 days' holiday including bank holidays."), "GB", "wtr-annual-leave")).toBe("breached");
  });
  it("not breached: 22.4 days on a four-day week; 28 days on a five-day week", () => {
    expect(statusOf(wtrPack(), gbTerms("Staff working four days a week get 22.4 days' holiday including bank holidays."), "GB", "wtr-annual-leave")).not.toBe("breached");
    expect(statusOf(wtrPack(), gbTerms("Full-time staff (5 days a week): 20 days' holiday plus the 8 bank holidays."), "GB", "wtr-annual-leave")).not.toBe("breached");
  });
});

describe("FLSA: tip credit stated beside the cash wage; 'not eligible for overtime'; deductions at the minimum; child labour hours", () => {
  it("not breached (§ 206): a $2.13 cash wage with the tip credit stated in the next sentence", () => {
    expect(statusOf(flsaPack(), usHandbook("Servers earn a cash wage of $2.13 per hour.", "We claim a tip credit for the rest of the minimum wage and top up any shortfall."), "US", "flsa-minimum-wage")).not.toBe("breached");
  });
  it("breached (§ 206): a cash wage below $2.13 even with a tip credit", () => {
    expect(statusOf(flsaPack(), usHandbook("Servers earn $1.50 per hour.", "We take a tip credit for the rest."), "US", "flsa-minimum-wage")).toBe("breached");
  });
  it("breached (§ 207): 'exempt' on $550 a week and 'not eligible for overtime'; not breached on $1,200 a week", () => {
    expect(statusOf(flsaPack(), usHandbook("Status: exempt, salary $550 per week.", "You are not eligible for overtime."), "US", "flsa-overtime")).toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Status: exempt, salary $1,200 per week.", "You are not eligible for overtime."), "US", "flsa-overtime")).not.toBe("breached");
  });
  it("breached (§ 206): uniform or register shortages deducted from pay at $7.25", () => {
    expect(statusOf(flsaPack(), usHandbook("Cashiers are paid $7.25 an hour.", "Uniform costs are deducted from your first paycheck."), "US", "flsa-deductions")).toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Cashiers are paid $7.25 an hour.", "Register shortages are taken out of your pay."), "US", "flsa-deductions-shortages")).toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Cashiers are paid $7.25 an hour.", "Register shortages are taken out of your pay."), "US", "flsa-deductions")).not.toBe("breached");
  });
  it("not breached (§ 206): the same deduction from $14.00 an hour, or uniforms provided free", () => {
    expect(statusOf(flsaPack(), usHandbook("Cashiers are paid $14.00 an hour.", "Uniform costs of $20 are deducted from your first paycheck."), "US", "flsa-deductions")).not.toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Cashiers are paid $7.25 an hour.", "Uniforms are provided free and nothing is deducted for them."), "US", "flsa-deductions")).not.toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Cashiers are paid $14.00 an hour.", "Register shortages are taken out of your pay."), "US", "flsa-deductions-shortages")).not.toBe("breached");
  });
  it("breached (§ 212): 14- and 15-year-olds working until 9:30 pm on school nights", () => {
    expect(statusOf(flsaPack(), usHandbook("Team members aged 14 and 15 can work until 9:30 pm on school nights."), "US", "flsa-child-labor-hours")).toBe("breached");
  });
  it("not breached (§ 212): until 7 pm on school days, 9 pm in summer; 16-year-olds until 11 pm", () => {
    expect(statusOf(flsaPack(), usHandbook("14- and 15-year-olds may work only until 7 pm on school days (9 pm between June 1 and Labor Day)."), "US", "flsa-child-labor-hours")).not.toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Team members aged 16 and 17 can work until 11 pm on school nights."), "US", "flsa-child-labor-hours")).not.toBe("breached");
  });
});

describe("Code on Wages and OSH Code: settlement, equal wages, fines, overtime denied, daily hours from a clock range", () => {
  it("breached (s. 17(1) and s. 17(2) separately): salary on the 10th and settlement in 45 days", () => {
    const text = inNotice("Salary is credited on the 10th of the following month.", "Full and final settlement is made within 45 days of the last working day.");
    expect(statusOf(codeOnWagesPack(), text, "IN", "cow-payment-time")).toBe("breached");
    expect(statusOf(codeOnWagesPack(), text, "IN", "cow-final-settlement")).toBe("breached");
  });
  it("not breached (s. 17(2)): settlement within two working days", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Full and final settlement is paid within two working days of your last working day."), "IN", "cow-final-settlement")).not.toBe("breached");
  });
  it("breached (s. 3): women packers paid less than men", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Packers (men) ₹15,000 per month.", "Packers (women) ₹12,000 per month."), "IN", "cow-equal-wages")).toBe("breached");
    expect(statusOf(codeOnWagesPack(), inNotice("Male helpers: Rs. 12,500 per month; female helpers: Rs. 11,000 per month."), "IN", "cow-equal-wages")).toBe("breached");
  });
  it("not breached (s. 3): one rate for men and women", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Packers (men and women) ₹15,000 per month."), "IN", "cow-equal-wages")).not.toBe("breached");
    expect(statusOf(codeOnWagesPack(), inNotice("Packers (men) ₹15,000 per month.", "Packers (women) ₹15,000 per month."), "IN", "cow-equal-wages")).not.toBe("breached");
  });
  it("breached (s. 19): a fine for lateness with no chance to explain", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Rs 200 will be deducted for each late arrival.", "No explanations will be heard."), "IN", "cow-fines")).toBe("breached");
  });
  it("not breached (s. 19): fines only under the approved notice after a hearing, at most 3%", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Fines apply only to acts in the approved notice, after you have had a chance to explain, and never exceed 3% of wages."), "IN", "cow-fines")).not.toBe("breached");
  });
  it("breached (s. 14): the salary covers all hours and no overtime is paid; met: twice the ordinary rate", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("The monthly salary covers all hours worked; no separate overtime is paid."), "IN", "cow-overtime")).toBe("breached");
    expect(statusOf(codeOnWagesPack(), inNotice("Overtime beyond 8 hours a day is paid at twice the ordinary rate."), "IN", "cow-overtime")).not.toBe("breached");
  });
  it("breached (OSH s. 25): 8 am to 8 pm with a one-hour lunch; not breached: 9 am to 6 pm with a one-hour lunch", () => {
    expect(statusOf(oshCodePack(), inNotice("Working hours: 8.00 am to 8.00 pm with a one-hour lunch break, six days a week."), "IN", "osh-daily-hours")).toBe("breached");
    expect(statusOf(oshCodePack(), inNotice("Working hours: 9.00 am to 6.00 pm with a one-hour lunch break."), "IN", "osh-daily-hours")).not.toBe("breached");
  });
});

describe("Age bands written '18–20s' and a school-night shift given in brackets", () => {
  it("breached: '£10.20 for 18–20s' (en dash, plural) beside a lawful 21+ rate", () => {
    expect(statusOf(nmwPack(), gbTerms("Pay: £12.75 per hour for staff aged 21+, £10.20 for 18–20s."), "GB", "nmw-age-bands")).toBe("breached");
    expect(statusOf(nmwPack(), gbTerms("Pay: £12.75 per hour for staff aged 21+, £10.95 for 18–20s."), "GB", "nmw-age-bands")).not.toBe("breached");
  });
  it("breached (§ 212): 15-year-olds on the late shift (5pm–9pm) on school days; not breached: the late shift in summer only", () => {
    expect(statusOf(flsaPack(), usHandbook("Staff aged 15 may take the late shift (5pm–9pm) on school days."), "US", "flsa-child-labor-hours")).toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Staff aged 15 work until 7pm on school days (until 9pm from June 1 through Labor Day)."), "US", "flsa-child-labor-hours")).not.toBe("breached");
  });
});

describe("FLSA § 206: the deducted cost named in the sentence before", () => {
  it("breached: shirts handed out, then 'the cost is deducted' at $7.25; not breached: 'the cost is covered by us'", () => {
    expect(statusOf(flsaPack(), usHandbook("Pay is $7.25 an hour.", "New hires get three logo shirts.", "The cost ($30) is deducted from your first check."), "US", "flsa-deductions")).toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Pay is $7.25 an hour.", "New hires get three logo shirts.", "The cost is covered by the company and nothing is deducted from your check."), "US", "flsa-deductions")).not.toBe("breached");
  });
});

describe("audit46: sentence-initial capitals, lawful deductions, intervals, two age groups, leave above the minimum", () => {
  it("Code on Wages s. 14: 'Overtime …' and 'No overtime …' at the start of a sentence are read", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Overtime is paid at time and a half."), "IN", "cow-overtime")).toBe("breached");
    expect(statusOf(codeOnWagesPack(), inNotice("No overtime will be paid for work beyond nine hours."), "IN", "cow-overtime")).toBe("breached");
  });
  it("Code on Wages s. 19: statutory contributions and deductions for absence in proportion to it are not fines", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Provident fund and ESI contributions will be deducted automatically from your salary, no later than the 7th of each month."), "IN", "cow-fines")).not.toBe("breached");
    expect(statusOf(codeOnWagesPack(), inNotice("Wages for days of unauthorised absence will be deducted automatically, in proportion to the days absent."), "IN", "cow-fines")).not.toBe("breached");
  });
  it("OSH Code: a lunch interval given as a clock range is not work", () => {
    expect(statusOf(oshCodePack(), inNotice("Working hours: 9.30 am to 6.30 pm, with lunch from 1.30 pm to 2.30 pm."), "IN", "osh-daily-hours")).not.toBe("breached");
  });
  it("FLSA child labour: a later time for 16- and 17-year-olds in the same sentence is not the 14-15 limit", () => {
    expect(statusOf(flsaPack(), usHandbook("On school days, employees aged 14 and 15 may work only between 7 a.m. and 7 p.m.; employees aged 16 and 17 may work until 10 p.m."), "US", "flsa-child-labor-hours")).not.toBe("breached");
    expect(statusOf(flsaPack(), usHandbook("Employees aged 14 and 15 may work until 9 p.m. on school nights."), "US", "flsa-child-labor-hours")).toBe("breached");
  });
  it("WTR reg. 13(9): selling goods is not selling leave, and leave above the statutory 5.6 weeks may be bought back", () => {
    expect(statusOf(wtrPack(), gbTerms("Staff selling products on commission receive 28 days' paid holiday a year, including bank holidays."), "GB", "wtr-pay-in-lieu")).not.toBe("breached");
    expect(statusOf(wtrPack(), gbTerms("You may sell back up to 3 days of contractual holiday above your statutory 5.6 weeks each year."), "GB", "wtr-pay-in-lieu")).not.toBe("breached");
    expect(statusOf(wtrPack(), gbTerms("You may sell back up to five days of your holiday each year for pay."), "GB", "wtr-pay-in-lieu")).toBe("breached");
  });
  it("NMW: training the worker chooses to attend in their own time is not unpaid work", () => {
    expect(statusOf(nmwPack(), gbTerms("You will be paid £12.25 per hour.", "Voluntary training courses you choose to attend in your own time are unpaid."), "GB", "nmw-unpaid-work")).not.toBe("breached");
    expect(statusOf(nmwPack(), gbTerms("You will be paid £12.25 per hour.", "Compulsory training before your shift is unpaid."), "GB", "nmw-unpaid-work")).toBe("breached");
  });
});

describe("audit46: FLSA shortages are cash shortages, not short-term disability premiums", () => {
  it("not breached: a voluntary short-term disability premium deducted from pay at the minimum wage", () => {
    expect(statusOf(flsaPack(), usHandbook("Cashiers are paid $7.25 an hour.", "If you enroll, short-term disability insurance premiums are deducted from your paycheck."), "US", "flsa-deductions-shortages")).not.toBe("breached");
  });
  it("breached: a drawer that comes up short is taken out of pay at the minimum wage", () => {
    expect(statusOf(flsaPack(), usHandbook("Cashiers are paid $7.25 an hour.", "If your drawer comes up short, the difference is deducted from your paycheck."), "US", "flsa-deductions-shortages")).toBe("breached");
  });
});

describe("audit46: SSP and the lower earnings limit, by date", () => {
  const lel = gbTerms("Zero-hours staff whose average weekly earnings are below the lower earnings limit are not entitled to SSP.");
  it("not breached before 6 April 2026, when SSP still needed earnings at the lower earnings limit", () => {
    expect(statusOf(sspPack(), lel, "GB", "ssp-contracting-out", "2026-01-15")).not.toBe("breached");
  });
  it("breached from 6 April 2026, when the limit no longer applies; a zero-hours exclusion is breached either way", () => {
    expect(statusOf(sspPack(), lel, "GB", "ssp-contracting-out", "2026-11-27")).toBe("breached");
    expect(statusOf(sspPack(), gbTerms("Zero-hours staff are not entitled to SSP."), "GB", "ssp-contracting-out", "2026-01-15")).toBe("breached");
  });
});

describe("audit46: a tip credit for servers is not one for the kitchen", () => {
  it("breached (§ 206): kitchen staff on $5.00 an hour, with the servers' tip credit stated elsewhere in the handbook", () => {
    const text = usHandbook("Kitchen porters are paid $5.00 per hour.", "Hours are posted weekly on the staff board.", "Shifts are assigned by the kitchen manager.", "Servers are tipped employees: their cash wage is $2.13 per hour and we take a tip credit for the rest.");
    expect(statusOf(flsaPack(), text, "US", "flsa-minimum-wage")).toBe("breached");
  });
});

describe("audit46: the unpaid trial finding states the recruitment exception", () => {
  it("says a short, observed recruitment trial may be unpaid, not that every trial hour must be paid", () => {
    const o = outcomes(nmwPack(), gbTerms("Every applicant does an unpaid trial day in the kitchen before we decide."), "GB")["nmw-unpaid-work"]!;
    expect(o.status).toBe("breached");
    expect(o.finding).toMatch(/genuinely part of recruitment/);
  });
});

describe("audit46: a gents' tailor and a ladies' tailor are different trades", () => {
  it("not breached (s. 3): 'Gents tailor' and 'ladies tailor' name the clothes, not the worker's gender", () => {
    expect(statusOf(codeOnWagesPack(), inNotice("Gents tailor: ₹17,500 per month; ladies tailor: ₹15,000 per month."), "IN", "cow-equal-wages")).not.toBe("breached");
    expect(statusOf(codeOnWagesPack(), inNotice("Male tailors: ₹17,500 per month; female tailors: ₹15,000 per month."), "IN", "cow-equal-wages")).toBe("breached");
  });
});
