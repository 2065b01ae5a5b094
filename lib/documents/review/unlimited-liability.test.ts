/**
 * A liability or obligation left unlimited by a sentence whose subject is the limit ("No limitation … applies to X's
 * obligations", "Clause 9 does not limit X's liability"). Expected answers written from the wording before the code was
 * run; invented sentences, not copies of any eval contract.
 */
import { describe, expect, it } from "vitest";
import type { PartyRef } from "../facts/parties";
import { unlimitedLiabilityProtection } from "./unlimited-liability";

const P: PartyRef[] = [
  { key: "Licensor", aliases: ["licensor"], role: "licensor" },
  { key: "Licensee", aliases: ["licensee"], role: "licensee" },
];
const who = (text: string) => {
  const p = unlimitedLiabilityProtection(text, P);
  return p === null ? null : p.mutual ? "mutual" : p.beneficiaries.join(" and ");
};

describe("a limit said not to reach a party's obligations leaves them unlimited", () => {
  const cases: [string, string | null][] = [
    ["No limitation in this Agreement applies to the Licensee's obligation to pay royalties.", "Licensor"],
    ["Clause 9 does not limit the Licensor's liability under its indemnity in clause 8.", "Licensee"],
    ["Clause 9 does not limit the Licensor's obligations under clause 8. No limitation applies to the Licensee's obligations to pay.", "mutual"],
    ["The Licensee's obligations are limited to those set out in Schedule 2.", null],
    // The older forms still read.
    ["The Licensor's liability for breach of clause 7 is not limited.", "Licensee"],
  ];
  it.each(cases)("%s", (text, expected) => expect(who(text)).toBe(expected));
});
