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
    },
    {
      article: "17",
      heading: "Jurisdiction, powers and authority of Tribunals",
      summary:
        "Gives the Debts Recovery Tribunals exclusive jurisdiction over applications by banks and financial institutions to recover debts due to them, and the Appellate Tribunals jurisdiction over appeals from the Tribunals.",
      topics: ["banking", "debt-recovery", "jurisdiction"],
    },
    {
      article: "19",
      heading: "Application to the Tribunal",
      summary:
        "Sets out how a bank or financial institution applies to the Debts Recovery Tribunal with local jurisdiction to recover a debt, how the defendant answers and counter-claims, and how the Tribunal decides and issues a recovery certificate.",
      topics: ["banking", "debt-recovery", "procedure"],
    },
    {
      article: "20",
      heading: "Appeal to the Appellate Tribunal",
      summary:
        "Gives a person aggrieved by a Tribunal order an appeal to the Debts Recovery Appellate Tribunal, to be filed within forty-five days of receiving a copy of the order, with power to admit a later appeal for sufficient cause.",
      topics: ["banking", "debt-recovery", "appeals"],
    },
    {
      article: "21",
      heading: "Deposit of amount of debt due, on filing appeal",
      summary:
        "Bars the Appellate Tribunal from entertaining an appeal by the person owing the debt unless fifty per cent of the debt as determined by the Tribunal has been deposited; for recorded reasons the Appellate Tribunal may reduce the deposit, but to no less than twenty-five per cent of the debt.",
      topics: ["banking", "debt-recovery", "appeals", "pre-deposit"],
    },
    {
      article: "24",
      heading: "Limitation",
      summary: "Applies the Limitation Act, 1963 to applications made to a Debts Recovery Tribunal, as far as may be.",
      topics: ["banking", "debt-recovery", "limitation"],
    },
  ],
};
