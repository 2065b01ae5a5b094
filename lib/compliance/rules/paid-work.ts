/**
 * Whether an informal text governs paid work — a manager's WhatsApp, a rota note, a payroll FAQ answer, a text to a new
 * starter, a noticeboard notice — read from what it is about rather than from the words of a contract: something paid
 * work is measured in (wages, tips, overtime, shifts, hours a week, days off, breaks, sick pay, notice, a rate of pay)
 * said of people who work for the business (named by their job, their crew, their workplace, or joining and leaving
 * it). Unpaid and non-work groups that share the vocabulary — volunteers, parents on a school run, a church's rota,
 * tenants, flatmates, a sports club, a band — are not employment, unless the text also pays someone wages.
 */

/** What paid work is measured in: the pay for it, or the working time it takes. */
const WAGE_TERMS =
  /\b(wages?|salar(y|ies)|overtime|time[- ]and[- ]a[- ]half|tips?|gratuit(y|ies)|payroll|pay ?(slips?|packets?|days?|period|cycle|rate|rise)|(rate|rates) of pay|(sick|holiday|notice|maternity) (pay|leave)|maternity|day rate|(hourly|training|flat|daily) rate|(full and final )?settlement|(unpaid|paid) (holidays?|leave|days?|shifts?|breaks?|hours|time off)|(cut|deducted|taken|taken out|comes? out) (of |from )?(your |their |everybody's |everyone's )?(next )?(pay|wages|salary))\b|[£$€₹]\s?\d[\d,]*(\.\d{2})?\s*(\/\s?|an |a |per )(hr|hour|day)\b|\b(your|their|his|her) pay (is|will be) [£$€₹]\s?\d|\b(rs\.?|inr)\s?\d[\d,]*\s*(per|a|\/)\s*(day|month)\b/i;
const WORKING_TIME_TERMS =
  /\b(shifts?|rotas?|roster(ed)?|(no|any) (lunch |tea )?breaks?|(lunch|tea|rest) breaks?|days? off|(work|shift) schedule|\d{1,2}[- ]?(hours?|hrs?) (a|per|each) (day|week)|\d{1,2}[- ](hour|hr) (shifts?|days?|weeks?|routes?)|hours (a|per) week|(over|above|beyond|more than) \d{2} (hours|hrs)|working (day|week|hours)|holidays?|annual leave|(finish|finishes|finishing|start|starts|starting|clock off|knock off)( work)? at \d{1,2}([:.]\d{2})?\s*(am|pm))\b/i;
/** Notice of ending a job ("how much notice would I get if my job went"), not a subscription's cancellation notice. */
const JOB_NOTICE = /\b(how much|what) notice (would|do|will|does|should) (i|you|we|they|he|she|staff) (get|be given|receive)\b|\bnotice\b[^.?]{0,60}\b(job|jobs|work|leave|leaving|let (you|me|them|someone) go|dismiss\w*|quit|resign\w*|sack\w*)\b|\b(job|jobs|leave|leaving|let (you|me|them|someone) go|dismiss\w*|quit|resign\w*|sack\w*)\b[^.?]{0,60}\bnotice\b/i;
/** Hours set over a run of days ("7am to 8pm, Monday to Saturday"): working time, unless they are opening hours. */
const CLOCK_OVER_DAYS = /\b\d{1,2}([:.]\d{2})?\s*(am|pm)\s*(to|till|until|-|–)\s*\d{1,2}([:.]\d{2})?\s*(am|pm),?\s*(mon|tues|wednes|thurs|fri|satur|sun)day\s*(to|through|till|-|–)\s*(mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
const OPENING_HOURS = /\b(open|opening|closed|trading)\b/i;

/** Who does the work: people named by a job or a crew, or joining, leaving or being promoted. */
const WORK_RELATION =
  /\b(staff|crew|team members?|workers?|employees?|new (starters?|hires?|joiners?)|trainees?|apprentices?|associates?|operatives?|chefs?|cooks?|porters?|drivers?|pickers?|packers?|helpers?|mechanics?|cleaners?|carers?|care assistants?|stylists?|servers?|bartenders?|waiters?|waitress(es)?|cashiers?|assistants?|(shift|assistant|store|shop|duty|floor|line|general|district) (leads?|managers?|supervisors?)|supervisors?|foreman|your (first|last) (day|shift|working day)|(joined|joining|resigned|resign|quit|hired|hiring|promot\w+|let (you|them|someone) go)|(morning|hi|hey|evening|right|alright|ok) (all|team|everyone|guys|crew|chefs|ladies|y'all)|full[- ]timers|part[- ]timers|(worked|working|work|been) (here|for us|with us)|your (wages|salary|pay(?! (online|by|with|in|at|your|for|the))|shifts?|rota))\b/i;

/** Terms of the job itself, or pay said to be handed over: "your written terms", "salary will be given every two months". */
const TERMS_OF_WORK =
  /\b((your|written|employment) (terms|contract)|paperwork|probation(ary)?)\b|\b(salary|salaries|wages|monthly pay|pay)\b[^.;]{0,30}\b(will be|is|are|shall be|gets?|get) (now )?(given|paid|credited|released|processed|delayed|transferred|settled)\b/i;

/** A group addressed at the start of a message ("Team, …", "Guys …", "All drivers note: …"), or the job named as such. */
const ADDRESSED =
  /^\s*(team|guys|crew|folks|all|everyone|y'all|ladies|chefs)\b|\b(all|attention) (staff|drivers|workers|crew)\b|\b(the|your) job\b/i;
/** A person rostered for set hours by the one who directs the work: "we can have you 3pm to 9pm", "I need you in from 6am". */
const ROSTERED = /\b(we|i)('ll|'d| will| would| can| could)? (have|need|want|put) you (in |on )?(from )?\d{1,2}(:\d{2})?\s*(am|pm)\b/i;

/** Where paid work is done: with a pay or working-time term, a workplace names the work (a shop's opening hours alone do not). */
const WORKPLACE = /\b(office|depot|warehouse|factory|workshop|site|store|shop|restaurant|kitchen|bar|pub|caf[eé]|hotel|packing (line|department)|payroll|hr|the (company|business|firm))\b/i;

/**
 * Groups that organise unpaid or non-work activity in the words of work (rotas, shifts, dues): volunteers, parents, a
 * place of worship, a landlord and tenants or a residents' society, a shared flat, an amateur sports team, a band.
 */
const NOT_EMPLOYMENT =
  /\b(volunteers|(a|all|our|fellow) volunteers?|volunteer(ing)? (group|rota|team|shifts?|roles?|coordinator)|giving (up )?your (free )?time|school run|half term|church|congregation|parish|temple|mosque|gurdwara|tenants?|landlord|letting agent|(your|the|monthly) rent\b|rent is due|residents' association|maintenance charges|flatmates?|housemates?|chores?|(the|a) kitty\b|kick[- ]?off|(league|cup|friendly) (match|game|fixture)|match (day|fees?)|(club|membership|match) subs\b|subs (are|is) due|(the|our) (band|choir|orchestra)|band (practice|rehearsal))\b/i;

/** Wages paid to someone, which no unpaid group pays: overrides the non-employment context. */
const PAYS_WAGES = /\b(wages?|salar(y|ies)|payroll|pay ?slips?|overtime|(hourly|day|training) rate|(your|their|his|her) pay)\b|\bpay (is|of|will be) [£$€₹]|[£$€₹]\s?\d[\d,]*(\.\d{2})?\s*(\/\s?|an |per )(hr|hour)\b/i;

/** A group's unpaid or non-work activity (volunteers, parents, tenants, a household, a club), with no wages paid in it. */
export function notEmployment(text: string): boolean {
  return NOT_EMPLOYMENT.test(text) && !PAYS_WAGES.test(text);
}

/**
 * Whether an informal text governs paid work (pay or working time, of people who work for the business); `nonWork` is
 * the text's notEmployment reading, when the caller has it.
 */
export function governsPaidWork(text: string, nonWork: boolean = notEmployment(text)): boolean {
  if (nonWork) return false;
  if (ROSTERED.test(text)) return true;
  const people = WORK_RELATION.test(text) || ADDRESSED.test(text);
  // Hours over a run of days are someone's working time only when said to the people who work them.
  if (people && CLOCK_OVER_DAYS.test(text) && !OPENING_HOURS.test(text)) return true;
  const measured = WAGE_TERMS.test(text) || WORKING_TIME_TERMS.test(text) || JOB_NOTICE.test(text) || TERMS_OF_WORK.test(text);
  return measured && (people || WORKPLACE.test(text) || TERMS_OF_WORK.test(text));
}

/**
 * The country whose employment law governs the work a text describes, from its money and places when they point to
 * one of the jurisdictions we hold employment law for and to no other: pounds or a British place → GB, rupees or an
 * Indian city → IN. Dollars alone name no country (Australia, Canada and Singapore use them too). Null when unclear.
 */
export function workCountryFromText(text: string): "GB" | "IN" | null {
  const gb = /£\s?\d|\b\d+(\.\d{2})?p an hour\b/i.test(text) || /\b(UK|United Kingdom|England|Scotland|Wales|Northern Ireland|London|Manchester|Birmingham|Leeds|Glasgow|Edinburgh|Liverpool|Bristol|Cardiff|Belfast|Sheffield|Newcastle|Nottingham|Leicester)\b/.test(text);
  const india = /₹\s?\d|\b(rs\.?|inr)\s?\d|\b\d+ (lakh|crore)\b/i.test(text) || /\b(India|Mumbai|Delhi|New Delhi|Bengaluru|Bangalore|Chennai|Hyderabad|Kolkata|Pune|Ahmedabad|Jaipur|Lucknow|Noida|Gurugram|Gurgaon)\b/.test(text);
  const elsewhere = /[$€¥]\s?\d|\b(USD|EUR|AUD|CAD|SGD)\b/.test(text);
  if (gb && !india && !elsewhere) return "GB";
  if (india && !gb && !elsewhere) return "IN";
  return null;
}
