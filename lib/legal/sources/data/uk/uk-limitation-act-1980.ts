import type { InstrumentInput } from "../../schema";

export const ukLimitationAct1980: InstrumentInput = {
  source_id: "uk-limitation-act-1980",
  title: "Limitation Act 1980 (1980 c. 58)",
  short_names: ["Limitation Act 1980", "LA 1980"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1980/58/contents",
  date: "1980-11-13",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Time limit for actions founded on tort",
      summary:
        "An action founded on tort (other than personal injury and certain others) may not be brought after six years from the date the cause of action accrued. Applies in England and Wales.",
      topics: ["limitation", "tort", "civil-procedure"],
      situations: [
        "how long do I have to sue for damage to my property",
        "a negligent act happened seven years ago; can I still claim",
      ],
    },
    {
      article: "5",
      heading: "Time limit for actions founded on simple contract",
      summary:
        "An action founded on simple contract may not be brought after six years from the date the cause of action accrued.",
      topics: ["limitation", "contract", "civil-procedure", "debt-recovery"],
      situations: [
        "how long do I have to sue for an unpaid invoice",
        "a customer has owed me money for five years; is it too late",
      ],
    },
    {
      article: "8",
      heading: "Time limit for actions on a specialty",
      summary:
        "An action upon a specialty, such as a contract made by deed, may not be brought after twelve years from the date the cause of action accrued.",
      topics: ["limitation", "contract"],
      situations: [
        "how long can I sue on a deed in England",
        "how long do I have to sue on a guarantee signed as a deed",
      ],
    },
    {
      article: "11",
      heading: "Special time limit for actions in respect of personal injuries",
      summary:
        "Claims for damages for personal injuries caused by negligence, nuisance or breach of duty must be brought within three years from the date of accrual or the date of knowledge if later.",
      topics: ["limitation", "personal-injury"],
      situations: [
        "how long do I have to claim for a workplace injury",
        "I was injured in a car crash two years ago; can I still claim",
      ],
    },
    {
      article: "14",
      heading: "Definition of date of knowledge for purposes of sections 11 and 12",
      summary:
        "A person's date of knowledge is when they first knew the injury was significant, that it was attributable to the act or omission alleged, and the identity of the defendant, including knowledge they might reasonably have acquired.",
      topics: ["limitation", "personal-injury"],
      situations: [
        "I only found out recently that my illness was caused by my old job",
        "when does the three year limit start if I only recently learned of the cause",
      ],
    },
    {
      article: "14A",
      heading: "Special time limit for negligence actions where facts relevant to cause of action are not known at date of accrual",
      summary:
        "For negligence claims not involving personal injury, the time limit is six years from accrual or, if later, three years from when the claimant had the knowledge needed to bring a claim, subject to a fifteen-year longstop in section 14B.",
      topics: ["limitation", "negligence"],
      situations: [
        "I discovered my surveyor's mistake years after buying the house",
        "I discovered negligent advice years later; can I still sue",
      ],
    },
    {
      article: "15",
      heading: "Time limit for actions to recover land",
      summary:
        "No action may be brought to recover land after twelve years from the date the right of action accrued, subject to special rules for registered land under the Land Registration Act 2002.",
      topics: ["limitation", "property", "real-estate"],
      situations: [
        "someone has been using part of my land for over twelve years",
        "can I recover land someone has occupied for years",
      ],
    },
    {
      article: "24",
      heading: "Time limit for actions to enforce judgments",
      summary:
        "An action upon a judgment may not be brought after six years from the date the judgment became enforceable, and arrears of interest on a judgment debt cannot be recovered after six years.",
      topics: ["limitation", "enforcement", "debt-recovery"],
      situations: [
        "I got a county court judgment years ago; can I still enforce it",
        "how long is a judgment enforceable in England",
      ],
    },
    {
      article: "28",
      heading: "Extension of limitation period in case of disability",
      summary:
        "If a person to whom a right of action accrued was under a disability (a child or lacking mental capacity) at the time, the action may be brought within the normal period from when they ceased to be under a disability or died.",
      topics: ["limitation", "children", "capacity"],
      situations: [
        "I was injured as a child; when does my time limit start",
        "my claim arose when I was 15; when does time run",
      ],
    },
    {
      article: "29",
      heading: "Fresh accrual of action on acknowledgment or part payment",
      summary:
        "Where a person liable for a debt or other liquidated pecuniary claim acknowledges it or makes a part payment, the right of action is treated as having accrued on that date, restarting the limitation period.",
      topics: ["limitation", "debt-recovery"],
      situations: [
        "I made a small payment on an old debt; has the clock restarted",
        "the debtor wrote admitting the debt; does the limitation period restart",
      ],
    },
    {
      article: "32",
      heading: "Postponement of limitation period in case of fraud, concealment or mistake",
      summary:
        "Where the action is based on the defendant's fraud, a relevant fact has been deliberately concealed by the defendant, or the action is for relief from the consequences of a mistake, time does not start to run until the claimant discovered or could with reasonable diligence have discovered it.",
      topics: ["limitation", "fraud"],
      situations: [
        "the fraud was hidden from me for years; am I out of time",
        "the defendant deliberately concealed the breach; when does time start",
      ],
    },
    {
      article: "33",
      heading: "Discretionary exclusion of time limit for actions in respect of personal injuries or death",
      summary:
        "The court may allow a personal injury or fatal accident claim to proceed outside the time limit where it would be equitable, having regard to prejudice to both sides, the length of and reasons for the delay, and the conduct of the parties.",
      topics: ["limitation", "personal-injury"],
      situations: [
        "my injury claim is a few months late; can the court still allow it",
        "can a court allow a late personal injury claim",
      ],
    },
  ],
};
