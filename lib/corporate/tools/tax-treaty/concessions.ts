import { formatDate } from "@/lib/tools/format";

/**
 * The concessional withholding rates on interest paid to non-residents (Income-tax Act 1961 ss.194LB, 194LC, 194LD), as
 * their text reads, with the windows that decide whether an instrument qualifies. They are stated, not applied: which
 * instrument the interest is on, when the money was borrowed or the bond issued, whether the Central Government approved
 * the interest rate and whether the payee is a foreign portfolio investor are facts this tool does not take.
 *
 * Sources:
 * - s.194LC as amended to date (text at https://taxpublishers.in/ShowDT?ITACT_000573?b0): 5% on interest payable by a
 *   specified company or business trust on money borrowed in foreign currency from outside India under a loan agreement
 *   (1 Jul 2012 – before 1 Jul 2023) or by long-term bonds (from 1 Oct 2014 – before 1 Jul 2023), and on rupee-denominated
 *   bonds issued outside India before 1 Jul 2023; first proviso 4% for clause (ib) (Finance Act 2020: IFSC-listed bonds
 *   issued 1 Apr 2020 – before 1 Jul 2023; Memorandum at https://taxmanagementindia.com/web/tmi_blog_details.asp?id=602259;
 *   window also at https://incometaxmanagement.in/section-194lc-tds-on-interest-from-indian-company-business-trust-to-non-residents);
 *   second proviso 9% for clause (ic) (Finance Act 2023 s.88, from 1 Jul 2023: long-term or rupee-denominated bonds issued
 *   from 1 Jul 2023 listed only on an IFSC exchange; https://taxmanagementindia.com/visitor/detail_act.asp?ID=41459).
 * - s.194LD(2) as substituted by the Finance Act 2020 (clause 83 of the Bill,
 *   https://taxmanagementindia.com/visitor/detail_act.asp?ID=38316): 5% on interest payable to an FII or QFI from 1 Jun 2013
 *   to before 1 Jul 2023 on rupee-denominated bonds of an Indian company or government securities, and from 1 Apr 2020 to
 *   before 1 Jul 2023 on municipal debt securities. The window was not extended (TMI ready reckoner,
 *   https://taxmanagementindia.com/visitor/detail_manual.asp?ID=1261, still gives 1-7-2023).
 * - s.194LB (text at https://pmca.co.in/detail/9532.aspx): 5% on interest paid by an infrastructure debt fund
 *   (s.10(47)) to a non-resident; the section's text has no end date.
 * - 2025 Act: TaxTMI's note on clause 393(2) of the Income Tax Bill 2025 (https://www.taxtmi.com/tmi_notes?id=1876) says
 *   the s.393(2) table carries over the s.194LC rates (5%, 4%, 9%); the places of ss.194LB and 194LD are not confirmed.
 */

/** Interest payable on or after this date is outside every s.194LD window. */
export const S194LD_ENDS = "2023-07-01";

export const CONCESSIONS_ITEM = "Concessional rates for specific instruments (ss.194LB, 194LC, 194LD)";

export function concessionsDetail(paymentDate: string, act: "1961" | "2025"): string {
  const why =
    "Not computed here, because they turn on facts this tool does not take (the instrument, the date the money was borrowed or the bond issued, the Central Government's approval of the interest rate, whether the payee is a foreign portfolio investor), so the rate worked out above is used; check whether the interest qualifies.";
  const lc =
    "s.194LC: 5% (plus surcharge and cess) on interest paid by an Indian company or business trust on money borrowed in foreign currency from outside India under a loan agreement (1 Jul 2012 to 30 Jun 2023) or by long-term bonds (1 Oct 2014 to 30 Jun 2023), or by rupee-denominated bonds issued outside India before 1 Jul 2023; 4% on long-term or rupee-denominated bonds issued from 1 Apr 2020 to 30 Jun 2023 and listed only on an IFSC stock exchange; 9% on such bonds issued from 1 Jul 2023 (Finance Act 2023 s.88). The window is the borrowing's or issue's, so interest on an older loan can still qualify.";
  const ld =
    paymentDate >= S194LD_ENDS
      ? `s.194LD: 5% to a foreign institutional or qualified foreign investor on interest payable from 1 Jun 2013 to 30 Jun 2023 on rupee-denominated bonds of an Indian company or government securities (municipal debt securities from 1 Apr 2020); the window was not extended, so s.194LD cannot apply to interest payable on ${formatDate(paymentDate)}.`
      : "s.194LD: 5% on interest payable from 1 Jun 2013 to 30 Jun 2023 to a foreign institutional or qualified foreign investor on rupee-denominated bonds of an Indian company (at a rate not above the notified cap) or government securities, and from 1 Apr 2020 on municipal debt securities.";
  const lb = "s.194LB: 5% on interest paid by an infrastructure debt fund (s.10(47)) to a non-resident; the section sets no end date.";
  const act2025 =
    act === "2025"
      ? " For the Income-tax Act 2025, TaxTMI's note on clause 393(2) of the Income Tax Bill 2025 says the s.194LC rates (5%, 4%, 9%) are carried into the s.393(2) table; the enacted entry is not confirmed here, nor where the 2025 Act places ss.194LB and 194LD, and whether it keeps them."
      : "";
  return `${why} ${lc} ${ld} ${lb}${act2025}`;
}
