import { fail } from "@/lib/audit/tools/shared/errors";
import { addDays, addMonths, maxDate, minDate } from "@/lib/tools/dates";

export const agmJurisdictions = ["IN", "GB", "SG", "AE", "US-DE"] as const;
export type AgmJurisdiction = (typeof agmJurisdictions)[number];

export interface AgmFacts {
  company_type: "private" | "public" | "listed";
  financial_year_end: string;
  last_agm_date?: string;
  first_agm: boolean;
  private_traded?: boolean;
  one_person_company?: boolean;
  special_resolution?: boolean;
  designated_meeting_date?: string;
  incorporation_date?: string;
}

export interface TimelineEntry {
  date: string;
  event: string;
}

/** What a jurisdiction's rule yields before the planned meeting date is considered. */
export interface AgmRule {
  agm_required: boolean;
  deadline: string | null;
  provision: string;
  summary: string;
  notice_days: number | null;
  /** Maximum notice, where the law caps it (Delaware). */
  max_notice_days?: number;
  /** True when the statute itself counts clear days; otherwise the tool counts them to be safe. */
  clear_days_statutory: boolean;
  /** Dates that belong on the timeline whatever the meeting date. */
  milestones: TimelineEntry[];
  /** Timeline entries that depend on the meeting date. */
  meetingMilestones?: (meeting: string) => TimelineEntry[];
  notes: string[];
}

const snap = { snapMonthEnd: true };

function india(f: AgmFacts): AgmRule {
  const notes = [
    "Hold the meeting during business hours (9 am to 6 pm) on a day that is not a national holiday.",
    "Shorter notice is possible only with the consent of the members required by section 101.",
  ];
  if (f.one_person_company) {
    return {
      agm_required: false,
      deadline: null,
      provision: "Companies Act 2013, s.96",
      summary: "One person companies are exempt from holding an annual general meeting.",
      notice_days: null,
      clear_days_statutory: true,
      milestones: [],
      notes: [],
    };
  }
  if (f.first_agm) {
    const deadline = addMonths(f.financial_year_end, 9, snap);
    return {
      agm_required: true,
      deadline,
      provision: "Companies Act 2013, s.96(1) (first AGM); s.101 (notice)",
      summary: "First AGM within nine months from the close of the first financial year; the Registrar cannot extend it. Notice: at least 21 clear days.",
      notice_days: 21,
      clear_days_statutory: true,
      milestones: [],
      notes,
    };
  }
  if (!f.last_agm_date) {
    fail("last_agm_date", "India: a subsequent AGM must also be held within 15 months of the last one; give the last AGM date (or set first_agm)");
  }
  const sixMonths = addMonths(f.financial_year_end, 6, snap);
  // Months between meetings are counted from a meeting date, not a year end, so no month-end snapping: the
  // earlier (safer) date is used.
  const fifteenMonths = addMonths(f.last_agm_date, 15);
  const deadline = minDate(sixMonths, fifteenMonths);
  const bindingLimb = deadline === fifteenMonths && fifteenMonths < sixMonths ? "15 months after the last AGM" : "six months from the close of the financial year";
  return {
    agm_required: true,
    deadline,
    provision: "Companies Act 2013, s.96(1) (timing); s.101 (notice)",
    summary: `AGM within six months from the close of the financial year and within 15 months of the last AGM, whichever is earlier (here: ${bindingLimb}). Notice: at least 21 clear days.`,
    notice_days: 21,
    clear_days_statutory: true,
    milestones: [
      { date: sixMonths, event: "Six months from the close of the financial year" },
      { date: fifteenMonths, event: "Fifteen months after the last AGM" },
      {
        date: addMonths(deadline, 3, snap),
        event: "Latest date if the Registrar grants the maximum three-month extension (special reasons only)",
      },
    ],
    notes,
  };
}

function unitedKingdom(f: AgmFacts): AgmRule {
  const months = f.company_type === "private" ? (f.private_traded ? 9 : null) : 6;
  if (months === null) {
    return {
      agm_required: false,
      deadline: null,
      provision: "Companies Act 2006, s.336",
      summary: "A private company that is not a traded company need not hold an AGM (unless its articles require one).",
      notice_days: null,
      clear_days_statutory: true,
      milestones: [],
      notes: [],
    };
  }
  // "The period of N months beginning with the day following the accounting reference date".
  const deadline = addDays(addMonths(addDays(f.financial_year_end, 1), months), -1);
  return {
    agm_required: true,
    deadline,
    provision: months === 6 ? "Companies Act 2006, s.336(1) (timing); s.307(2) and s.360 (notice)" : "Companies Act 2006, s.336(1A) (private traded company); s.307(2) and s.360 (notice)",
    summary: `AGM within the ${months}-month period beginning with the day after the accounting reference date. Notice: at least 21 clear days.`,
    notice_days: 21,
    clear_days_statutory: true,
    milestones: [],
    notes: ["Shorter notice for an AGM needs the agreement of all members entitled to attend and vote (s.337(2))."],
  };
}

function singapore(f: AgmFacts): AgmRule {
  const months = f.company_type === "listed" ? 4 : 6;
  const publicCompany = f.company_type !== "private";
  const notice = publicCompany && f.special_resolution ? 21 : 14;
  const notes = ["The Registrar may extend the deadline on application."];
  if (f.company_type === "private") {
    notes.push("A private company may dispense with AGMs by resolution, or need not hold one if it sends its financial statements to members within five months of the year end (s.175A).");
  }
  return {
    agm_required: true,
    deadline: addMonths(f.financial_year_end, months, snap),
    provision: "Companies Act 1967, s.175 (timing); s.184 (special resolutions)",
    summary: `AGM within ${months} months after the financial year end (${f.company_type === "listed" ? "listed public company" : "other companies"}). Notice: ${notice} days${notice === 21 ? " (special resolution at a public company)" : ""}.`,
    notice_days: notice,
    clear_days_statutory: false,
    milestones: [],
    notes,
  };
}

function uae(f: AgmFacts): AgmRule {
  const pjsc = f.company_type !== "private";
  return {
    agm_required: true,
    deadline: addMonths(f.financial_year_end, 4, snap),
    provision: pjsc
      ? "Federal Decree-Law 32 of 2021, Art 174 (PJSC general assembly, notice)"
      : "Federal Decree-Law 32 of 2021, Art 93 (LLC general assembly, notice)",
    summary: "General assembly within the four months following the financial year end. Notice: 21 days.",
    notice_days: 21,
    clear_days_statutory: false,
    milestones: [],
    notes: [pjsc ? "Send a copy of the notice to the competent authority and to the Securities and Commodities Authority." : "Send a copy of the notice to the competent authority."],
  };
}

function delaware(f: AgmFacts): AgmRule {
  let deadline: string;
  let summary: string;
  if (f.designated_meeting_date) {
    deadline = addDays(f.designated_meeting_date, 30);
    summary = "No statutory deadline; if no annual meeting is held within 30 days after the date designated in the bylaws, a stockholder or director may ask the Court of Chancery to order one.";
  } else {
    const anchors = [f.last_agm_date, f.incorporation_date].filter((d): d is string => d !== undefined);
    if (anchors.length === 0) {
      fail("last_agm_date", "Delaware: give the last annual meeting date, the incorporation date, or the meeting date designated in the bylaws");
    }
    deadline = addMonths(anchors.reduce(maxDate), 13);
    summary = "No statutory deadline; if no annual meeting (or written-consent election of directors) happens for 13 months after the latest of organisation or the last annual meeting, the Court of Chancery may order one on application.";
  }
  return {
    agm_required: true,
    deadline,
    provision: "DGCL s.211 (annual meeting); s.222(b) (notice); s.213(a) (record date)",
    summary: `${summary} Notice: not less than 10 nor more than 60 days before the meeting.`,
    notice_days: 10,
    max_notice_days: 60,
    clear_days_statutory: false,
    milestones: [],
    meetingMilestones: (meeting) => [
      { date: addDays(meeting, -60), event: "Earliest record date and earliest day to send notice (60 days before)" },
      { date: addDays(meeting, -10), event: "Latest record date (10 days before the meeting)" },
    ],
    notes: ["Directors may instead be elected by unanimous written consent of the stockholders in lieu of a meeting."],
  };
}

export function agmRule(jurisdiction: AgmJurisdiction, facts: AgmFacts): AgmRule {
  switch (jurisdiction) {
    case "IN":
      return india(facts);
    case "GB":
      return unitedKingdom(facts);
    case "SG":
      return singapore(facts);
    case "AE":
      return uae(facts);
    case "US-DE":
      return delaware(facts);
  }
}
