import type { InstrumentInput } from "../../schema";

/** Recovery of Debts and Bankruptcy Act, 1993 (Act No. 51 of 1993; renamed in 2016). */
export const inRdbAct1993: InstrumentInput = {
  source_id: "in-rdb-act-1993",
  title: "The Recovery of Debts and Bankruptcy Act, 1993",
  short_names: [
    "RDB Act",
    "RDB Act 1993",
    "Recovery of Debts and Bankruptcy Act",
    "Recovery of Debts Due to Banks and Financial Institutions Act, 1993",
    "RDDBFI Act",
    "Act No. 51 of 1993",
  ],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1993-08-27",
  provisions: [
    {
      article: "1",
      heading: "Short title, extent, commencement and application",
      summary:
        "Names the Act and limits its application: it does not apply where the debt due to a bank, financial institution or consortium is below ten lakh rupees or any higher amount (not less than one lakh) the Central Government notifies; the notified floor has been twenty lakh rupees since 2018.",
      topics: ["banking", "debt-recovery", "scope"],
      situations: [
        "what is the minimum debt for a bank to go to the Debts Recovery Tribunal in India",
        "the bank claims less than twenty lakh rupees from me, can it go to the DRT",
      ],
    },
    {
      article: "17",
      heading: "Jurisdiction, powers and authority of Tribunals",
      summary:
        "Gives the Debts Recovery Tribunals exclusive jurisdiction over applications by banks and financial institutions to recover debts due to them, and the Appellate Tribunals jurisdiction over appeals from the Tribunals.",
      topics: ["banking", "debt-recovery", "jurisdiction"],
      situations: [
        "which tribunal hears a bank's claim to recover a loan in India",
        "does the Debts Recovery Tribunal have exclusive power over bank loan recovery suits",
      ],
    },
    {
      article: "19",
      heading: "Application to the Tribunal",
      summary:
        "Sets out how a bank or financial institution applies to the Debts Recovery Tribunal with local jurisdiction to recover a debt, how the defendant answers and counter-claims, and how the Tribunal decides and issues a recovery certificate.",
      topics: ["banking", "debt-recovery", "procedure"],
      situations: [
        "the bank filed a case against me in the Debts Recovery Tribunal, how do I reply",
        "can I file a counter-claim against the bank in the Debts Recovery Tribunal",
      ],
    },
    {
      article: "20",
      heading: "Appeal to the Appellate Tribunal",
      summary:
        "Gives a person aggrieved by a Tribunal order an appeal to the Debts Recovery Appellate Tribunal, to be filed within forty-five days of receiving a copy of the order, with power to admit a later appeal for sufficient cause.",
      topics: ["banking", "debt-recovery", "appeals"],
      situations: [
        "how long do I have to appeal a Debts Recovery Tribunal order",
        "I missed the 45-day deadline to appeal a DRT order, can the appeal be admitted",
      ],
    },
    {
      article: "21",
      heading: "Deposit of amount of debt due, on filing appeal",
      summary:
        "Bars the Appellate Tribunal from entertaining an appeal by the person owing the debt unless fifty per cent of the debt as determined by the Tribunal has been deposited; for recorded reasons the Appellate Tribunal may reduce the deposit, but to no less than twenty-five per cent of the debt.",
      topics: ["banking", "debt-recovery", "appeals", "pre-deposit"],
      situations: [
        "do I need to deposit money to appeal a DRT order in India",
        "how much of the debt must I deposit to appeal to the DRAT",
      ],
    },
    {
      article: "24",
      heading: "Limitation",
      summary: "Applies the Limitation Act, 1963 to applications made to a Debts Recovery Tribunal, as far as may be.",
      topics: ["banking", "debt-recovery", "limitation"],
      situations: [
        "is there a time limit for a bank to file a debt recovery case in India",
        "does the Limitation Act apply to bank recovery applications before the DRT",
      ],
    },
  ],
};
