import type { InstrumentInput } from "../../schema";

/** Ireland's Maternity Protection Act 1994: maternity leave entitlement and notice to the employer. */
export const ieMaternityProtectionAct1994: InstrumentInput = {
  source_id: "ie-maternity-protection-act-1994",
  title: "Maternity Protection Act 1994 (No. 34 of 1994)",
  short_names: ["Maternity Protection Act 1994", "Maternity Protection Acts 1994 and 2004"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1994/act/34/revised/en/html",
  date: "1994",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "8",
      heading: "Entitlement to maternity leave",
      summary:
        "A pregnant employee is entitled to maternity leave of at least 26 consecutive weeks (part of which may be postponed in limited cases), plus a further period equal to the premature birth period where the baby is born more than 2 weeks before the expected week.",
      topics: ["employment", "leave", "maternity"],
      situations: [
        "how long is maternity leave in Ireland",
        "my baby was born early, do I get extra maternity leave",
      ],
    },
    {
      article: "9",
      heading: "Notification to employer",
      summary:
        "To be entitled to maternity leave the employee must notify the employer in writing as soon as reasonably practicable and at least 4 weeks before the leave starts, and provide a medical or other certificate confirming the pregnancy and the expected week of confinement; the notification may be revoked in writing.",
      topics: ["employment", "leave", "maternity", "notice"],
      situations: [
        "when do I have to tell my Irish employer I am taking maternity leave",
        "does my employer need a doctor's letter for my maternity leave",
      ],
    },
  ],
};
