import type { ComplianceCase } from "../types";

const WAGES = "in-code-on-wages-2019";
const OSH = "in-osh-code-2020";

/**
 * Blind set 10, Indian texts under the Code on Wages, 2019 and the Occupational Safety, Health and Working Conditions
 * Code, 2020 (both in force from 21 November 2025): offer letters, notices and HR emails. Written with their expected
 * breaches before any run by a helper who had not read the rule code or any earlier blind set's texts. Rules tested:
 * equal wages regardless of gender (Wages s. 3); overtime at twice the normal rate (s. 14); monthly wages before the
 * seventh day of the next month and full wages within two working days of a resignation, removal or dismissal (s. 17);
 * only authorised deductions within the overall cap (s. 18); fines only for acts in an approved, displayed notice,
 * after a chance to show cause, up to 3% of wages (s. 19); damage or loss deductions only after a chance to show cause
 * and up to the loss (s. 21); at most eight hours' work a day (OSH s. 25). `breaches: []`: lawful on the topics the text
 * covers.
 */
export const blind10InCases: ComplianceCase[] = [
  {
    // Salary on the 10th of the next month (s. 17(1): before the 7th); overtime at 1.5 times (s. 14: twice); full and
    // final settlement within 60 days of the last working day (s. 17(2): two working days).
    id: "b10-in-bpo-offer-letter",
    jurisdiction: "IN",
    title: "Bengaluru BPO offer letter: salary on the 10th, overtime at 1.5 times, settlement within 60 days",
    text: `Vistara Contact Services Pvt. Ltd.
Outer Ring Road, Bellandur, Bengaluru 560103

Date: 20 November 2026

Dear Ms. Kavya R.,

Sub: Offer of employment – Customer Support Executive (Voice, International Process)

We are pleased to offer you the position of Customer Support Executive at our Bellandur centre with effect from 1 December 2026 on the following terms:

1. CTC: ₹3,24,000 per annum (₹27,000 per month gross). Break-up as per Annexure A.
2. Salary date: salary for each month will be credited to your bank account on the 10th of the following month, after attendance reconciliation.
3. Shift: rotational night shifts of 9 hours including a 1-hour meal break, 5 days a week. Cab facility provided for night shifts.
4. Overtime: any approved extra hours beyond your shift will be paid at 1.5 times your hourly basic rate in the next salary cycle.
5. Notice period: 60 days from either side after confirmation. On separation, your full and final settlement will be processed within 60 days of your last working day, after clearance from all departments.
6. Probation: 6 months.

Please sign and return a copy of this letter as acceptance.

For Vistara Contact Services Pvt. Ltd.
Authorised Signatory – Human Resources`,
    breaches: [`${WAGES} 17`, `${WAGES} 14`, `${WAGES} 17`],
  },
  {
    // Lawful: monthly wages before the 7th, overtime at double rate, fines only under the approved notice after a
    // hearing and capped at 3%, settlement within two working days, equal rates, eight-hour days.
    id: "b10-in-auto-parts-standing-orders-lawful",
    jurisdiction: "IN",
    title: "Pune auto-parts unit's wage notice: paid before the 7th, double-rate overtime, settlement in two working days (lawful)",
    text: `Shree Ganesh Auto Components – Chakan MIDC, Pune
NOTICE TO ALL WORKMEN: WAGES AND HOURS (displayed under the Code on Wages, 2019)

1. Wage period: monthly. Wages for each month are credited to your bank account before the 7th day of the following month.
2. Hours: 8 working hours per day in two halves with a 30-minute lunch interval, 6 days a week. Sunday is the weekly holiday.
3. Overtime: work beyond 8 hours in a day is voluntary and is paid at twice the ordinary rate of wages.
4. Equal wages: the same wage rates apply to men and women doing the same work or work of a similar nature.
5. Fines: fines are imposed only for the acts and omissions listed in the approved notice displayed next to this one, only after you have been given a chance to explain, and never more than 3% of your wages for the wage period.
6. Leaving: if you resign or your employment ends for any reason, all wages due will be paid within two working days of your last working day.
7. Deductions: only income tax, PF, ESI, approved advances and loans, and any fine or deduction allowed by the Code.

By order,
Plant HR Manager`,
    breaches: [],
  },
  {
    // Women tailors paid less than men for the same work (s. 3); a flat late fine deducted straight from wages with no
    // chance to explain (s. 19); 12-hour days (OSH s. 25: eight hours) with the monthly salary covering every hour
    // (s. 14: overtime at twice the rate).
    id: "b10-in-garment-unit-notice",
    jurisdiction: "IN",
    title: "Tiruppur garment unit notice: lower pay for women tailors, late fines, 9 am to 9 pm with no overtime pay",
    text: `SRI MURUGAN KNIT EXPORTS – TIRUPPUR
NOTICE TO ALL STAFF (Stitching Section, approx. 60 tailors)

Export season orders from December. Following rules apply with immediate effect:

1. Timings: 9.00 am to 9.00 pm, Monday to Saturday, with 1 hour lunch at 1.00 pm and 15 minutes tea at 5.00 pm.

2. Salary: Tailors (Gents) ₹17,500 per month. Tailors (Ladies) ₹14,500 per month. Salary includes all working hours during season; no separate OT will be paid.

3. Late coming: ₹100 will be cut from salary for every late arrival after 9.10 am. No explanation will be accepted.

4. Salary will be paid in cash on the 5th of every month.

5. Mobile phones not allowed in the stitching floor.

– Management`,
    breaches: [`${WAGES} 3`, [`${WAGES} 19`, `${WAGES} 18`], `${OSH} 25`, `${WAGES} 14`],
  },
  {
    // Stock shortages and damage recovered in full from the same month's salary, no exceptions, no hearing (s. 21;
    // s. 18's overall cap on deductions); September's salary paid on 12 October (s. 17).
    id: "b10-in-electronics-retail-email",
    jurisdiction: "IN",
    title: "Pune electronics chain HR email: shortages recovered in full from salary, September salary on 12 October",
    text: `From: hr@digizonestores.example
To: All Store Staff – Pune Region
Date: 30 September 2026
Subject: Stock audit and September salary

Dear Team,

1. The quarterly stock audit will be conducted at all stores on 3–4 October. Store managers to ensure all display units are accounted for.

2. With immediate effect, any shortage of stock or damage to mobile phones, laptops or accessories in your section will be recovered in full from your salary in the same month, without exception. If the amount is more than your salary, the balance will be carried to the next month.

3. Due to the audit, salary for September will be credited on 12 October instead of the usual date.

4. Diwali duty roster will be shared by store managers.

Regards,
HR – DigiZone Stores Pvt. Ltd.`,
    breaches: [[`${WAGES} 21`, `${WAGES} 18`], `${WAGES} 17`],
  },
  {
    // Lawful: salary on the last working day, settlement within two working days, damage recovered only after a
    // chance to explain and not above the loss, 8-hour days.
    id: "b10-in-saas-startup-policy-lawful",
    jurisdiction: "IN",
    title: "Hyderabad SaaS start-up HR policy: salary on the last working day, settlement in two working days (lawful)",
    text: `Nimbus Ledger Technologies Pvt. Ltd. (Hyderabad) – People Policy, section 3: Pay and exits

3.1 Salary day. Salaries are credited on the last working day of each month for that month.

3.2 Working hours. Our standard day is 9 hours including a 1-hour lunch break (8 working hours), Monday to Friday.

3.3 Deductions. We deduct only income tax (TDS), provident fund, professional tax and repayments of salary advances you have asked for in writing.

3.4 Company laptops. If a company laptop is lost or damaged through negligence, People Ops will first give you the details in writing and a chance to explain. Any recovery agreed after that will not exceed the actual repair or replacement cost and will be spread so that no month's deductions exceed the legal limits.

3.5 Exits. After you resign or your employment ends, your full and final settlement (salary to the last day, leave encashment and reimbursements) is paid within two working days of your last working day. Your relieving letter and Form 16 follow separately.`,
    breaches: [],
  },
];
