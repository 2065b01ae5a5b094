import type { ComplianceCase } from "../types";

/**
 * Blind set 22, employment: GB rota, contract, pay and sickness texts (Working Time Regulations 1998 including young
 * workers; national minimum wage at £12.71 for 21+ and £8.00 for apprentices from 1 April 2026; ERA 1996 ss. 1 and
 * 18; statutory sick pay from the first day from 6 April 2026), US pay texts (FLSA overtime, the executive exemption
 * at the $684 weekly salary level) and an Indian fines notice (Code on Wages 2019, in force from 21 November 2025).
 * Lawful texts list none.
 */
export const blind22EmploymentCases: ComplianceCase[] = [
  {
    id: "b22-gb-cafe-rota-note-breaks",
    jurisdiction: "GB",
    title: "GB café: rota note pinned in the staff room",
    text: `ROTA — w/c 7 December 2026 — The Copper Kettle, Harrogate (note from Bev, manager)

Christmas rush, so everyone's on long days this week. Shifts are 8am–6pm straight through; grab a sandwich behind
the counter when it's quiet, no proper breaks this week I'm afraid. That includes our two Saturday lads (Josh and
Kai, both 17, off school for study leave) who are on the same 10-hour shifts Monday to Friday. Thanks all, mince pies
on me!`,
    breaches: ["uk-working-time-regulations-1998 12", "uk-working-time-regulations-1998 5A"],
  },
  {
    id: "b22-gb-call-centre-holiday-clause",
    jurisdiction: "GB",
    title: "GB call centre: holiday clause of a full-time employment contract",
    text: `Brightline Contact Services Ltd (Sunderland) — Contract of Employment, clause 9 "Holidays"

9.1 You work 37.5 hours over five days, Monday to Friday.
9.2 Your holiday year runs from 1 January. You are entitled to 20 days' paid holiday in each holiday year,
including the eight bank and public holidays in England, which you must take as holiday when they fall.
9.3 Holiday not taken by 31 December is lost, and holiday cannot be exchanged for pay except on termination.`,
    breaches: [["uk-working-time-regulations-1998 13A", "uk-working-time-regulations-1998 13"]],
  },
  {
    id: "b22-gb-car-wash-whatsapp-pay",
    jurisdiction: "GB",
    title: "GB hand car wash: owner's WhatsApp to a new starter",
    text: `WhatsApp — 14 Sept 2026 — from Andy (owner, Sparkle Hand Car Wash, Swindon) to Lukas

Welcome aboard mate. Like we said, it's £11.50 an hour, cash in hand every Friday, 45 hrs a week. You said you're 24 so
you're on the full rate here, same as the others. Bring your own boots. Start 8am Monday`,
    breaches: [["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"]],
  },
  {
    id: "b22-gb-convenience-store-till-shortages",
    jurisdiction: "GB",
    title: "GB convenience store chain: deductions clause for till staff",
    text: `QuickStop Stores Ltd (Newcastle) — Terms and Conditions for Retail Assistants, clause 14, signed by the employee
before starting

14.1 You are responsible for the cash in your till during your shift.
14.2 Any cash shortage found when your till is counted will be deducted in full from your next wages, whatever its
size, and any amount not covered by one pay packet will be taken from the following ones until repaid in full.
14.3 You agree to these deductions by signing this contract.

Example given at induction: a £300 shortage against weekly gross pay of £510 is taken from that week's pay.`,
    breaches: ["uk-employment-rights-act-1996 18"],
  },
  {
    id: "b22-gb-hairdresser-apprentice-offer-lawful",
    jurisdiction: "GB",
    title: "GB hair salon: offer letter for an apprentice",
    text: `Salon Verity (Norwich) — letter of 24 August 2026

Dear Amira,

We're delighted to confirm your place as a Level 2 Hair Professional apprentice, starting on Monday 7 September
2026. As discussed, you'll be 19 when you start, and this is the first year of your apprenticeship.

Pay: £8.40 an hour for your first twelve months, reviewed on your first anniversary, when we will move you to at
least the minimum wage for your age. Hours: 32 a week at the salon plus one day a week at college, which is paid
working time. Holiday: 5.6 weeks a year pro rata, including bank holidays. Your written statement of terms is
enclosed and should be signed on your first day.`,
    breaches: [],
  },
  {
    id: "b22-gb-nursery-manager-sick-pay-email",
    jurisdiction: "GB",
    title: "GB day nursery: manager's e-mail about sick pay",
    text: `From: Hayley Brooks (manager, Little Acorns Nursery, Derby)  To: all staff  Date: 2 November 2026
Subject: Sickness reminder

Hi everyone, with the winter bugs going round a reminder: if you're off sick you get Statutory Sick Pay, but only
from your fourth day off — the first three days are unpaid "waiting days", as always. Please ring in before 7am and
fill in a return-to-work form. Thanks, Hayley`,
    breaches: ["uk-sscba-1992 155"],
  },
  {
    id: "b22-us-diner-slack-comp-time",
    jurisdiction: "US-TX",
    title: "Texas diner group: manager's Slack message about cooks' hours",
    text: `#kitchen-leads — Slack — Ray (GM, Lone Pine Diners, Austin; 6 locations, ~$4m annual sales)

Heads up on the line cooks (hourly, $16/hr). With the holiday parties they're doing 50–52 hrs a week through
December. We're not paying time-and-a-half on that: log anything over 40 as "comp hours" and they can take it as
paid days off in February at the straight rate. Make sure the timesheets they sign only show the 40.`,
    breaches: ["us-flsa 207", ["us-flsa 211", "us-flsa 215"]],
  },
  {
    id: "b22-gb-startup-founder-no-contract-yet",
    jurisdiction: "GB",
    title: "GB software start-up: founder's e-mail to a new developer",
    text: `From: Oli (founder, Stackwise Ltd, Manchester)  To: Zainab  Date: 28 September 2026
Subject: See you Thursday!

Hi Zainab, really excited you're joining us as a full-time employee on Thursday 1 October. Salary £48k as agreed,
hours roughly 9–5:30. We keep things lean, so we don't do paperwork up front: your written contract and terms come
once you've passed probation after six months, if that's OK. Until then this email is all you'll need. Laptop will be
on your desk!`,
    breaches: ["uk-employment-rights-act-1996 1"],
  },
  {
    id: "b22-us-retail-store-manager-exempt-lawful",
    jurisdiction: "US-OH",
    title: "US sporting-goods chain: pay policy for store managers",
    text: `TrailPoint Sports Inc. — Pay Policy 4.2, Store Managers (all US stores)

Store managers are paid a salary of $1,150 per week, paid in full for any week in which they do any work, without
deductions for the quality or quantity of the work. Their main job is running the store: they hire, train and
schedule staff, handle discipline, and direct the work of the assistant manager and at least six full-time sales
associates. Store managers are exempt executives and are not paid overtime, even in weeks over 50 hours. Assistant
managers and associates are paid by the hour and receive time-and-a-half for all hours over 40 in a workweek.`,
    breaches: [],
  },
  {
    id: "b22-in-garment-unit-fines-notice",
    jurisdiction: "IN",
    title: "Indian garment unit: notice of fines on the factory board",
    text: `Shree Ganesh Apparels (Tiruppur, Tamil Nadu; 350 workers) — Notice to all workers, 1 October 2026

With immediate effect the following fines will be cut from monthly wages:
• late by more than 10 minutes: ₹200 each time;
• talking on the mobile phone on the floor: ₹500;
• failing the daily target: 10% of the month's wages.
Fines will be decided by the line supervisor and deducted at the end of the month. No explanation will be heard.
This notice has not been sent to the labour authority and does not need to be.`,
    breaches: ["in-code-on-wages-2019 19"],
  },
];
