import type { InstrumentInput } from "../../schema";

/**
 * Occupational Safety and Health Act of 1970, 29 U.S.C. chapter 15 (selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usOshAct: InstrumentInput = {
  source_id: "us-osh-act",
  title: "Occupational Safety and Health Act of 1970",
  short_names: ["OSH Act", "OSHA", "Occupational Safety and Health Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter15&edition=prelim",
  date: "1970-12-29",
  provisions: [
    {
      article: "651",
      heading: "Congressional statement of findings and declaration of purpose and policy",
      summary:
        "States Congress's purpose to assure so far as possible every working man and woman safe and healthful working conditions, through standards, enforcement, research and encouragement of state programmes.",
      topics: ["employment", "health-and-safety", "principles"],
      situations: [
        "what is the federal workplace safety law for",
      ],
    },
    {
      article: "652",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including employer (a person engaged in a business affecting commerce who has employees, excluding the United States and states), employee and occupational safety and health standard.",
      topics: ["employment", "health-and-safety", "definitions", "scope"],
      situations: [
        "does the workplace safety law cover my state government job",
      ],
    },
    {
      article: "654",
      heading: "Duties of employers and employees",
      summary:
        "Imposes the general duty on every employer to provide employment and a workplace free from recognised hazards that cause or are likely to cause death or serious physical harm, and to comply with the safety standards; employees must comply with the standards that apply to their own conduct.",
      topics: ["employment", "health-and-safety", "employer-duties"],
      situations: [
        "my warehouse has blocked fire exits, is that illegal",
        "there is no rule for this hazard, does my employer still have to protect us",
        "my employer ignores obvious dangers at the building site",
      ],
    },
    {
      article: "657",
      heading: "Inspections, investigations, and recordkeeping",
      summary:
        "Gives the Secretary of Labor power to inspect workplaces at reasonable times, question employers and employees, and require records of work-related deaths, injuries and illnesses; employees may request an inspection when they believe a violation threatens harm, and an employee representative may accompany the inspector.",
      topics: ["employment", "health-and-safety", "enforcement", "records", "inspections"],
      situations: [
        "how do I ask for a safety inspection of my workplace",
        "does my employer have to keep a record of injuries at work",
      ],
    },
    {
      article: "658",
      heading: "Citations",
      summary:
        "Requires a written citation describing a violation and fixing a reasonable time to correct it, to be posted at or near the place of the violation; no citation may issue more than six months after the violation.",
      topics: ["employment", "health-and-safety", "enforcement"],
      situations: [
        "my employer got a safety citation, do they have to show it to us",
      ],
    },
    {
      article: "660",
      heading: "Judicial review",
      summary:
        "Provides for court review of orders of the Review Commission and, in subsection (c), prohibits discharging or discriminating against an employee for filing a safety complaint or exercising rights under the Act; the employee may complain to the Secretary within 30 days.",
      topics: ["employment", "health-and-safety", "retaliation", "whistleblowing"],
      situations: [
        "I was fired after reporting unsafe conditions to OSHA",
        "how long do I have to complain about retaliation for a safety report",
      ],
    },
    {
      article: "666",
      heading: "Civil and criminal penalties",
      summary:
        "Sets civil penalties for violations, higher for willful or repeated ones, and criminal penalties for a willful violation causing an employee's death, for giving advance notice of an inspection and for false statements.",
      topics: ["employment", "health-and-safety", "penalties", "offences"],
      situations: [
        "what penalties does an employer face for a safety violation that killed a worker",
      ],
    },
  ],
};
