/**
 * Facts about working time and pay read from an employment text in any layout, for the employment rule packs: the
 * shifts a rota or a message lists (day, start, end), and what follows from them (hours a shift lasts, rest between
 * one day's shift and the next day's, hours in the week, days worked), the worker's stated age, and weekly hours
 * stated as days times daily hours. Each is a number the rule compares with the statute, so the rule holds whatever
 * the wording around it.
 */
import type { Sentence } from "../document";
import { dateAt } from "./coverage-gaps";
import { clockTimes, parseCount } from "./facts";
import { governsPaidWork, notEmployment } from "./paid-work";

const DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/** A weekday, in full or abbreviated ("Monday", "Mon", "Tues", "Thurs"). */
const DAY = "(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?";
/** A day or a run of days: "Monday", "Mon-Fri", "Monday to Saturday". */
const DAY_OR_RANGE = new RegExp(`\\b(${DAY})\\b(?:\\s*(?:to|through|till|until|-|–)\\s*(${DAY})\\b)?`, "gi");
/** What joins a shift's start and end: "6am till 2pm", "15:00-23:00", "from 9pm until 5am", a table's "| 14:00 | 23:00 |". */
const SPAN_JOIN = /^\s*(?:am|pm|a\.m\.|p\.m\.)?\s*(?:to|until|till|til|'til|-|–|—|\|)\s*$/i;

/** The hours a business opens, not a worker's shift: "we open Monday 9am-5pm", "opening hours", "the helpline is staffed". */
const BUSINESS_HOURS =
  /\b((we|shop|store|office|site|caf[eé]|restaurant|bar|pub|salon|library|centre|it|is|are) (are |is )?(open|opens|closes|staffed)|open(ing)? (hours|times)|open (from|between|daily|until|till)|helpline|phone lines?|office hours|deliveries|collections?)\b/i;

const shiftsRead = new WeakMap<readonly Sentence[], Shift[]>();

export interface Shift {
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  /** Minutes after midnight. */
  start: number;
  end: number;
  sentence: Sentence;
}

function dayIndex(word: string): number {
  return DAY_NAMES.indexOf(word.slice(0, 3).toLowerCase());
}

/** Minutes a shift lasts; one ending at or before its start runs past midnight. */
export function shiftMinutes(s: Pick<Shift, "start" | "end">): number {
  return ((s.end - s.start + 24 * 60) % (24 * 60)) || 24 * 60;
}

/**
 * The shifts a text lists against weekdays, in the order written: "Monday 6am till 2pm", "Mon: 15:00-23:00 | Tue:
 * 07:00-15:00", "Sat 14th: 4pm – 11pm", "Monday to Friday 7am-3pm" (one shift each day). A day followed by "off" or by
 * no time span gives none. Opening hours ("we open Monday 9am-5pm") are not shifts.
 */
export function shiftsIn(sentences: readonly Sentence[]): Shift[] {
  // Several rules and the detector ask for the same document's shifts: read them once.
  const known = shiftsRead.get(sentences);
  if (known) return known;
  const out: Shift[] = [];
  shiftsRead.set(sentences, out);
  for (const s of sentences) {
    if (BUSINESS_HOURS.test(s.text) && !/\b(shifts?|rota|you('re| are) on|work(ing)?)\b/i.test(s.text)) continue;
    const times = clockTimes(s.text);
    if (times.length < 2) continue;
    const days = [...s.text.matchAll(DAY_OR_RANGE)];
    if (days.length === 0) continue;
    // One pass: the clock times and the days both run left to right.
    let i = 0;
    for (const [k, d] of days.entries()) {
      const from = d.index! + d[0].length;
      const nextDay = days[k + 1]?.index ?? s.text.length;
      // The first two clock times after the day, before the next day is named, joined as a span.
      while (i < times.length && times[i]!.index < from) i++;
      if (i >= times.length || times[i]!.index >= nextDay || i + 1 >= times.length || times[i + 1]!.index >= nextDay) continue;
      if (times[i]!.index - from > 30) continue;
      const joined = s.text.slice(times[i]!.index, times[i + 1]!.index).replace(/^(\d{1,2}(?:[:.]\d{2})?|midnight|noon|midday)/i, "");
      if (!SPAN_JOIN.test(joined)) continue;
      const first = dayIndex(d[1]!);
      const last = d[2] ? dayIndex(d[2]) : first;
      if (first < 0 || last < 0) continue;
      const start = times[i]!.minutes;
      let end = times[i + 1]!.minutes;
      // "9.00 to 5.00" with no am or pm is a day shift to 5pm, not twenty hours through the night.
      const meridiem = /^\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)/i.test(s.text.slice(times[i + 1]!.index));
      if (!meridiem && end <= start && end < 12 * 60 && end + 12 * 60 > start) end += 12 * 60;
      for (let day = first, n = 0; n < 7; day = (day + 1) % 7, n++) {
        out.push({ day, start, end, sentence: s });
        if (day === last) break;
      }
    }
  }
  return out;
}

/**
 * The shortest rest between a shift and the next day's shift in the same list (Friday's close to Saturday's open),
 * in minutes, with the sentence of the later shift.
 */
export function shortestRestBetween(shifts: readonly Shift[]): { minutes: number; sentence: Sentence } | null {
  let best: { minutes: number; sentence: Sentence } | null = null;
  for (let i = 0; i + 1 < shifts.length; i++) {
    const a = shifts[i]!;
    const b = shifts[i + 1]!;
    if (b.day !== (a.day + 1) % 7 || (a.day === 6 && b.day === 0)) continue;
    const overnight = a.end <= a.start;
    const minutes = overnight ? b.start - a.end : 24 * 60 - a.end + b.start;
    if (minutes >= 0 && (!best || minutes < best.minutes)) best = { minutes, sentence: b.sentence };
  }
  return best;
}

/**
 * The longest run of consecutive days a rota lists shifts on, in the order written: "Mon 2 Nov … Wed–Sun 4–8 Nov … Mon
 * 9 Nov …" is one run into the next week. A day with no shift breaks the run; so does a change of sentence between a
 * Sunday and the next Monday (another worker's week, not the same worker's next week).
 */
/** A line naming two or more people's rotas ("Anna: Mon–Sun …; Ben: Mon–Sun …"): one week each, not a fortnight. */
function severalPeople(text: string): boolean {
  const labels = [...text.matchAll(/\b([A-Z][a-z]+)(?: \([^)]{0,30}\))?:/g)].filter((m) => dayIndex(m[1]!) < 0 || m[1]!.length > 9);
  return labels.length >= 2;
}

export function longestRotaRun(shifts: readonly Shift[]): { days: number; sentence: Sentence } | null {
  let best: { days: number; sentence: Sentence } | null = null;
  let run = 0;
  for (let i = 0; i < shifts.length; i++) {
    const a = shifts[i - 1];
    const b = shifts[i]!;
    const next = a !== undefined && b.day === (a.day + 1) % 7 && (a.day !== 6 || (a.sentence === b.sentence && !severalPeople(b.sentence.text)));
    run = next ? run + 1 : a !== undefined && b.day === a.day ? run : 1;
    if (!best || run > best.days) best = { days: run, sentence: b.sentence };
  }
  return best;
}

/** The longest shift listed, in hours, with its sentence. */
export function longestShift(shifts: readonly Shift[]): { hours: number; sentence: Sentence } | null {
  let best: { hours: number; sentence: Sentence } | null = null;
  for (const s of shifts) {
    const hours = shiftMinutes(s) / 60;
    if (!best || hours > best.hours) best = { hours, sentence: s.sentence };
  }
  return best;
}

/**
 * Hours worked in one week of the list (each weekday counted once, so a fortnight's repeated pattern is one week), less
 * `breakMinutes` on each shift longer than six hours (an unpaid rest break is not working time).
 */
export function rotaWeeklyHours(shifts: readonly Shift[], breakMinutes: number): { hours: number; days: number; sentence: Sentence } | null {
  const byDay = new Map<number, Shift>();
  for (const s of shifts) if (!byDay.has(s.day)) byDay.set(s.day, s);
  if (byDay.size === 0) return null;
  let minutes = 0;
  for (const s of byDay.values()) {
    const m = shiftMinutes(s);
    minutes += m > 6 * 60 ? m - breakMinutes : m;
  }
  return { hours: Math.round((minutes / 60) * 10) / 10, days: byDay.size, sentence: shifts[0]!.sentence };
}

const COUNT_WORD = "\\d{1,2}(?:\\.\\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen";
const DAYS_PER_WEEK = new RegExp(`\\b(${COUNT_WORD})[- ](?:days?|nights?|shifts?)\\s+(?:a|per|each|every)\\s+week\\b|\\b(${COUNT_WORD})[- ]day\\s+weeks?\\b`, "i");
const HOURS_PER_DAY = new RegExp(`\\b(${COUNT_WORD})[- ]hours?\\s+(?:long\\s+)?(?:days|shifts)\\b|\\b(${COUNT_WORD})\\s+hours?\\s+(?:a|per|each|every)\\s+(?:day|shift)\\b|\\b(?:days|shifts)\\s+(?:are|of|last(?:ing)?)\\s+(${COUNT_WORD})\\s+hours?\\b`, "i");

/** Weekly hours a sentence gives as days a week times hours a day: "six days a week and ten hour days" → 60. */
export function daysTimesHours(text: string): number | null {
  const d = text.match(DAYS_PER_WEEK);
  const h = d ? text.match(HOURS_PER_DAY) : null;
  if (!d || !h) return null;
  const days = parseCount(d[1] ?? d[2]!);
  const hours = parseCount(h[1] ?? h[2] ?? h[3]!);
  if (days === null || hours === null || Number.isNaN(days) || Number.isNaN(hours) || days > 7 || hours > 24) return null;
  return days * hours;
}

/**
 * Weekly hours a sentence sets as one clock range over a run of days: "from Monday it's 8am to 9pm, Monday to Friday"
 * → 65. Opening hours of a business ("we're open 9am to 9pm") are not anyone's working time.
 */
export function clockRangeWeeklyHours(text: string): number | null {
  const days = daysInRange(text);
  const times = clockTimes(text);
  // A window the shifts fall in ("shifts of 8 hours between 8am and 8pm") is not a shift's length.
  if (days === null || times.length < 2 || NOT_A_SHIFT.test(text) || /\b\d{1,2}(\.\d)?[- ]hours?\b|\bhours? (each|long)\b/i.test(text)) return null;
  const span = shiftMinutes({ start: times[0]!.minutes, end: times[1]!.minutes });
  return span <= 16 * 60 ? Math.round((span / 60) * days * 10) / 10 : null;
}

/** Opening hours, or a window shifts fall in: a clock range that is not one worker's shift. */
const NOT_A_SHIFT = /\b(open|opening|closed|trading|between)\b/i;


/**
 * The rest a worker has between one day's shift and the next when a sentence sets one clock range as the shift on days
 * that must include consecutive ones: a run of days ("Monday to Saturday"), every day, or four or more days a week (three
 * is the most a seven-day week can hold with none consecutive). "7am to 9pm six days a week" → 600 minutes.
 */
export function restBetweenDailyShiftsMinutes(text: string): number | null {
  const times = clockTimes(text);
  if (times.length !== 2 || NOT_A_SHIFT.test(text)) return null;
  const perWeek = text.match(DAYS_PER_WEEK);
  const days = daysInRange(text) ?? (perWeek ? parseCount(perWeek[1] ?? perWeek[2]!) : null) ?? (/\b(every day|each day|daily|seven days a week|7 days a week)\b/i.test(text) ? 7 : null);
  if (days === null || Number.isNaN(days) || days < 4 || days > 7) return null;
  const span = shiftMinutes({ start: times[0]!.minutes, end: times[1]!.minutes });
  return span <= 20 * 60 ? 24 * 60 - span : null;
}

/** Weekly hours said loosely: "around 55 hours most weeks", "50-60 hours in a busy week" (the lower figure). */
export function looseWeeklyHours(text: string): number | null {
  const m = text.match(/\b(\d{2})(?:\s*(?:-|–|to)\s*\d{2})?\s*hours?\b(?:\s+(?:in|during|across|over))?\s+(?:most|every|each|a|per|any|the|some)?\s*(?:typical |normal |usual |busy |peak |average )?weeks?\b/i);
  const m2 = m ? null : text.match(/\bhours\b\s*(?:[:=–-]|are|of)?\s*(\d{2})\s*(?:per|a|each|every)\s*week\b/i);
  if ((!m && !m2) || /\bnotice\b/i.test(text)) return null;
  const n = Number((m ?? m2)![1]);
  return n <= 100 ? n : null;
}

/** Days worked without a day off, said as weeks: "every day for three weeks straight", "two weeks solid" → 21, 14. */
export function daysWithoutDayOff(text: string): number | null {
  const m = text.match(new RegExp(`\\bevery (?:single )?day for (${COUNT_WORD}) (weeks?|days?)\\b|\\b(${COUNT_WORD}) weeks? (?:straight|solid|in a row|on end|non-?stop|without (?:a|any) (?:day|rest day|break) off)\\b`, "i"));
  // The business open every day is not the worker working every day; nor is a run with days off kept in it.
  if (!m || /\b(open\w*|trad(e|es|ing))\b/i.test(text) || /\b(keep|keeps|get|gets|have|has|take|takes|still)\b[^.;]{0,30}\b(days? off|rest days?)\b/i.test(text)) return null;
  const n = parseCount(m[1] ?? m[3]!);
  if (n === null || Number.isNaN(n)) return null;
  return m[3] !== undefined || /^week/i.test(m[2]!) ? n * 7 : n;
}

/** Hours left open-ended: "until the job is done", "as long as it takes", "whatever hours are needed". */
export const OPEN_ENDED_HOURS =
  /\b(until|till|til|'til) (the )?(job|work|jobs?|task|order|load|shift|site)('s| is| has been| are)? (done|finished|complete[d]?|over)\b|\bas (long|late) as (it takes|(is )?(needed|necessary|required))\b|\bwhatever hours (are|is|we) (need\w*|require\w*)\b|\b(no|without (a|any)) (limit|cap|maximum) on (your |the )?(hours|working time)\b/i;

/**
 * The worker's age, when the text states it: "you're 24", "as you are 16", "aged 17", "Jake (16)", "a 17-year-old".
 * Null when no age is stated.
 */
export function statedWorkerAge(text: string): number | null {
  const m =
    text.match(/\b(?:you(?:'re|’re| are)|(?:he|she|they)(?:'s|’s| is| are))\s+(?:now\s+|only\s+)?(\d{2})\b(?!\s*(?:hours?|days?|weeks?|months?|minutes?|mins?|%|p\b|pence|pounds?|years? (?:of|in|with|at)))|\baged\s+(\d{2})\b|\b(\d{2})[- ]year[- ]old\b/i) ??
    text.match(/\b(?:both|each)\s+(\d{2})\b(?![-\u2013]|\s*(?:hours?|hrs?|days?|weeks?|months?|minutes?|mins?|%|p\b|pence|pounds?|shifts?|years? (?:of|in|with|at)))()()/i) ??
    text.match(/\b[A-Z][a-z]+ \((\d{2})\)()()/);
  if (!m) return null;
  const n = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
  return n >= 13 && n <= 80 ? n : null;
}

/** Minutes of the daily rest break a text grants ("a 30 minute lunch break", "with a one-hour lunch break", "an hour for lunch"). */
export function dailyBreakMinutes(sentences: readonly Sentence[]): number {
  for (const s of sentences) {
    if (!/\b(break|lunch|meal)\b/i.test(s.text) || /\b(no|without|not)\b[^.]{0,20}\b(break|lunch)/i.test(s.text)) continue;
    const hour = /\b(an?|one|1)[- ]hours?'?\s*(for )?(lunch|meal|break|rest)|\b(an?|one|1)[- ]hour (lunch |meal |rest )?break\b|\bhour for (lunch|a meal|a break)\b/i.test(s.text);
    if (hour) return 60;
    const m = s.text.match(/\b(\d{2})[- ]?min(?:ute)?s?\b/i);
    if (m) return Number(m[1]);
  }
  return 0;
}

/** Signs of a working relationship, by kind: shifts, pay, the job itself, time off and breaks. */
const WORK_SIGN_GROUPS: RegExp[] = [
  /\bwork(s|ing)? (until|till|past) \d|\b(shifts?|rota|rostered|nights|lates|earlies|48[- ]hours?( limit| week| cap| maximum)?|(weekly |working )?hours (cap|limit|maximum)|long[- ]hours|working time|on (the )?(late|early|night|closing|opening|morning|evening) (shift|one)|cover (for )?(a |the |your |my |this |that |his |her )?(shift|(mon|tues|wednes|thurs|fri|satur|sun)day))\b/i,
  /\b(paid|unpaid|wages?|salary|salaries|an hour|per hour|hourly rate|pay (is|will be|stays|rise)|(hour's|hourly|weekly|monthly|basic|normal|their|your|staff) pay|tips|gratuities)\b|£\s?\d+(\.\d\d)?k?\b/i,
  /\b(the job|your job|you start|you('ll| will) start|your first (day|shift|week)|welcome (to the team|aboard)|joining (us|the team)|your (manager|boss|supervisor|line manager|contract)|employ(ed|ee|ees|er|ment)|(hi|dear|morning|evening) (all|team|everyone|guys|lads|folks)|(everyone|all staff|staff) (must|has to|have to|needs? to|will need to|are expected to)|either of us|end (things|your employment|the job|your job)|let you go)\b/i,
  // The people doing the work, named by the work they do: "shop assistants", "bar staff", "hourly staff" ("staff" alone
  // is also the gym's staff on hand to help).
  /\b(new (starters|hires|joiners)|(shop|sales|care|kitchen|bar|retail|office|warehouse|delivery|hourly|salaried|part[- ]time|full[- ]time|casual|temporary|seasonal|floor|line|factory|site) (staff|workers|assistants|porters|drivers|employees|associates|operatives|team))\b/i,
  // The person the text is addressed to or the job they hold: a letter's salutation ("Dear Ms Iyer,", "Dear Tyler (age
  // 15),"), a job named as theirs ("as a sales assistant", "the role of sous chef"), work they are told they will do.
  /^\s*dear\s+((mr|mrs|ms|miss|mx|dr)\.?\s+)?[a-z][\w'-]*(\s+[a-z][\w'-]*)?\s*(\([^)]{0,20}\))?\s*,|\bas (a|an|our) (new |trainee |junior |senior )?([a-z]+ ){0,2}(assistant|server|clerk|driver|cleaner|porter|chef|cook|picker|operative|mechanic|administrator|manager|supervisor|helper|packer|associate|cashier|waiter|waitress|bartender|receptionist|carer|nurse|labou?rer|technician|engineer|apprentice|trainee|worker|employee|member of staff)\b|\b(the )?(role|position|post|job) (of|as) \w|\bjob title\b|\b(you|staff|employees|workers)('ll| will| would)? (work|be working) ((on |from |at )?(\d|(mon|tues|wednes|thurs|fri|satur|sun)days?\b|weekends|nights|evenings|mornings)|(the )?(same |normal |usual )?(shifts?|hours))/i,
  /\b(breaks?|days? off|bank holidays?|annual leave|holiday|sick|stay (behind|late|on)|after (closing|close|your shift)|clean(ing)? down|overtime|\d+ hours|(extra|additional) hours|hours (beyond|over|above) \d+|till|notice|payslips?|deduct\w*|probation|dismiss\w*|sack\w*)\b/i,
];
/** Words that name the employment itself (its pay, its terms, its ending): with one other kind of sign they make a work text. */
const STRONG_WORK_SIGN =
  /\b(rota|shifts?|payslips?|wages|salary|48[- ]hour|ssp|statutory sick pay|zero[- ]hours?|probation(ary)?|holiday pay|(national )?(minimum|living) wage|notice period|(your|line) manager|duty manager|(out of|off|from) (your|their|everyone's|staff's|workers'|employees') (next |final |first |last |monthly |weekly )?(pay|wages|salary|pay ?packets?)|(end|ending|terminate|terminating|termination of) (your|his|her|their|this|the) (employment|contract of employment)|[£$€₹]\s?\d+(\.\d{2})? ?(an|per|a|\/) ?(hour|hr)|(no|without( a| any)?) days? off|(fine|fined|fines|penali[sz]e\w*) (the )?(workers|staff|employees)|notice of (dismissal|termination)|(final|last) working day|tip pool(ing)?|(their|your|all|the) tips|gratuity|gratuities|hourly rate|(your|daily|weekly|monthly|hourly|minimum) wage|(your|this|the|his|her|their) employment (ends|is terminated|comes to an end|finishes)|full and final settlement|final (pay|wages|salary|settlement|dues)|pay ?checks?|pay ?packets?)\b/i;
/** A shift with a person's name before it ("Mon: Sam 06:00-14:00"): a rota even with nothing else said. */
const NAMED_SHIFT = /\b(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b)[A-Z][a-z]+\s*:?\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:-|–|to|till|until)\s*\d{1,2}/;

/** A rate of pay said to be paid to someone: "you are paid £12.50 an hour", "trainees earn $9/hr", "helpers are paid Rs 650 a day". */
const PAID_A_RATE =
  /\b(are|is|be|will be|get|gets|earn|earns|receive|receives|start|starts|start on|starts on|are on|is on)\s+(paid\s+)?(at\s+)?(only\s+|just\s+)?([£$€₹]|rs\.?|inr)\s?\d[\d,]*(\.\d{2})?\s*(an|per|a|each|\/)\s*(hour|hr|day|week|month)\b/i;
/** Terms used of nothing but someone's work: a text that states one of them sets or describes terms of work. */
const WORK_ONLY_TERM = /\b((casual |agency |zero[- ]hours? )?(worker|staff|employee)s?'? (terms|agreement|contract)s?|clock(ed|ing)? (in|out|on|off)|punch(ed|ing)? (in|out)|time ?clock|time ?cards?|payslips?|pay slips?|zero[- ]hours?|statutory sick pay|rota|holiday pay|probationary period|notice period|(national )?(minimum|living) wage|tip pool(ing)?|(staff|employee|employees'|workplace|company|crew) handbook|handbook for (staff|employees|workers)|(terms|contract|offer|letter|conditions) of employment|employment (contract|terms|offer)|(maternity|paternity|parental|adoption|sick) (leave|pay|benefit)|fixed[- ]term (employees?|staff|workers?|employment)|(salary|salaries|wages)\b[^.;]{0,30}\b(is|are|will be|shall be) (paid|credited|disbursed|transferred)|gratuity (is|will be|shall be) (paid|payable)|(fine|fines|fined|penali[sz]e\w*) (the )?(workers|staff|employees)|time ?sheets?|hours worked|annual leave|holiday (entitlement|allowance)|sell (\w+ ){0,3}(days|holidays?|leave) back|(pay|pays|paid|payable|give|gives) (any )?gratuity|gratuity (to|for) (any |all |the |our )?(employees?|staff|workers?)|tips? (\w+ ){0,4}(into|in) (a|one|the) (pool|pot|jar|kitty))\b/i;
/** People who work, named as such ("bar staff", "kitchen porters", "warehouse associates"): with two clock times, a shift. */
const WORKER_NOUN = /\b(staff|workers?|employees?|team members?|porters?|assistants?|associates?|operatives?|drivers?|cleaners?|servers?|cashiers?|waiters?|waitresses|bartenders?|chefs?|cooks?|carers?|trainees?|apprentices?|helpers?|packers?|pickers?)\b/i;
/** Work said to run to or from a clock time: "ride attendants work until 11 pm". */
const WORKS_UNTIL = /\bwork(s|ing)?\b[^.;]{0,30}\b(until|till|from|between|past|after)\s+(\d{1,2}([:.]\d{2})?\s*(am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}|midnight)/i;

/**
 * Whether an everyday text sets or describes someone's work — a manager's message, a rota, a job advert, an offer by
 * email, a handbook paragraph, a payroll note — though it never says "contract" or "employment": shifts it lists with
 * one other sign of work, a rota naming the people on it, or three kinds of sign together (shifts, pay, the job, the
 * people doing it or the person addressed, time off and breaks). Signs are read from what the text says of the work, not
 * from its register's markers (a heading or a salutation is one sign among others).
 */
export function looksLikeWorkText(text: string, sentences: readonly Sentence[], nonWork: boolean = notEmployment(text)): boolean {
  // Volunteers, a sports team, tenants or a household speak of rotas and shifts too, but nobody is paid wages.
  if (nonWork) return false;
  // People paid a stated rate ("trainees are paid $6.50 an hour"), or a term used of nothing but work (payslips, a rota,
  // zero hours), make a work text however short.
  if (PAID_A_RATE.test(text) || WORK_ONLY_TERM.test(text)) return true;
  const groups = WORK_SIGN_GROUPS.filter((re) => re.test(text)).length;
  if (groups >= 3 || (groups >= 2 && STRONG_WORK_SIGN.test(text))) return true;
  // Shifts named with the clock times they start or end ("the late shift finishes at 11pm … back at 7am") set working time.
  const shifts = shiftsIn(sentences).length > 0 || /\b\d{1,2}[- ]hour (shifts?|days?|nights?)\b/i.test(text) || sentences.some((x) => /\bshifts?\b/i.test(x.text) && clockTimes(x.text).length >= 2) || WORKS_UNTIL.test(text) || sentences.some((x) => WORKER_NOUN.test(x.text) && clockTimes(x.text).length >= 2);
  if (shifts && groups >= 1) return true;
  if (NAMED_SHIFT.test(text) && !/\b(opening (hours|times)|we('re| are) open|open(s)? (daily|from))\b/i.test(text)) return true;
  return governsPaidWork(text, false);
}

/**
 * Work for anyone else barred, in lay words: "you can't do shifts for anyone else", "you're not to work elsewhere",
 * "no other jobs while you're with us".
 */
export const WORK_ELSEWHERE_BARRED =
  /\b(can't|cannot|can not|mustn't|must not|may not|shouldn't|won't be allowed to|aren't allowed to|are not allowed to|not (allowed|permitted) to|not to|never)\b[^.;]{0,30}\b(work|do (any )?(shifts|work|jobs?|hours|gigs)|take (on )?(any )?(other |second )?(shifts|work|jobs?)|pick up (shifts|work))\b[^.;]{0,30}\b(anyone else|anybody else|elsewhere|someone else|other (firms|companies|businesses|employers|agencies|bars|shops|restaurants|pubs|caf[eé]s|people))\b|\bno (other|second) (jobs?|employment|work)\b[^.;]{0,40}\b(while|whilst|during)\b/i;

/** Days a run names ("Monday to Saturday" → 6), or null. */
export function daysInRange(text: string): number | null {
  const m = text.match(new RegExp(`\\b(${DAY})\\s*(?:to|through|till|until|-|–)\\s*(${DAY})\\b`, "i"));
  if (!m) return null;
  const a = dayIndex(m[1]!);
  const b = dayIndex(m[2]!);
  return a < 0 || b < 0 ? null : ((b - a + 7) % 7) + 1;
}

/** Pay stated for a week, month or year with the hours it covers: "£500 a week for 45 hours" → £ per hour. */
export function payForHours(text: string): number | null {
  const m = text.match(/£\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\s*(?:a|per|each|every)\s*(week|month|year)\b[^.;]{0,30}?\bfor\s+(?:a\s+)?(\d{1,2}(?:\.\d{1,2})?)[- ]hours?\b/i);
  if (!m) return null;
  const amount = Number(m[1]!.replace(/,/g, ""));
  const hours = Number(m[3]);
  const perYear = /^week/i.test(m[2]!) ? 52 : /^month/i.test(m[2]!) ? 12 : 1;
  // Hours a week for every period ("£2,000 a month for 40 hours" means 40 hours a week).
  return hours > 0 ? Math.round(((amount * perYear) / 52 / hours) * 100) / 100 : null;
}

/** An opt-out from the 48-hour limit refused: "no opt-out forms", "opting out is not allowed", "you cannot opt out". */
export const OPT_OUT_REFUSED =
  /\b(no|without( an?)?|never an?) (opt[- ]outs?|opting[- ]out)\b|\bopt(ing)?[- ]outs? (is|are) (not|never) (allowed|possible|permitted|available|an option|accepted)\b|\b(cannot|can't|can not|may not|must not|are not allowed to|aren't allowed to|is not possible to) opt[- ]out\b|\b(nobody|no one|no-one|none of you) (may|can|is allowed to|gets to) opt[- ]out\b/i;

/**
 * Where a text says when the employee's service began: "employed since March 2019", "your employment began on 4
 * January 2021", "you joined us in September 2015", "has worked for us since 2018", "continuous employment date: …".
 */
const SERVICE_BEGAN =
  /\b(?:employed (?:by us |with us |here )?since|(?:employment|service|continuous employment)(?: with (?:us|the (?:company|firm|business)|[A-Z][\w&]*(?: [A-Z][\w&]*){0,3}))? (?:began|started|commenced|has run from)(?: on| in)?|(?:you|he|she|they) (?:joined|started with|started working for|started work (?:with|for|at)|began working for|came to work for)(?: us| the (?:company|firm|business)| [A-Z][\w&]*(?: [A-Z][\w&]*){0,3})?(?: on| in| back in)?|(?:worked|been working|been employed|been) (?:here |for us |with us |at [A-Z][\w&]* )?since|(?:date of joining|continuous (?:employment|service) (?:date|from)|employment start date)\s*:?)\s+/gi;

/**
 * Complete years of service at `asOf` from the date the text says the employee's service began (the statutory notice
 * grows with them), or null when no start date in the past is stated. A start date to come (a new starter's contract)
 * gives no service.
 */
export function serviceYearsAt(text: string, asOf: string): number | null {
  for (const m of text.matchAll(SERVICE_BEGAN)) {
    const rest = text.slice(m.index! + m[0].length, m.index! + m[0].length + 30);
    const year = rest.match(/^(\d{4})\b/);
    const start = dateAt(rest) ?? (year ? `${year[1]}-12-31` : null);
    if (!start || start > asOf) continue;
    const [y, mo, d] = start.split("-").map(Number);
    const [ay, amo, ad] = asOf.split("-").map(Number);
    return ay - y - (amo < mo || (amo === mo && ad < d) ? 1 : 0);
  }
  return null;
}
