import type { InstrumentInput } from "../../schema";

/** New York Labor Law article 5: the working day, one day's rest in seven and meal periods. */
export const usNyLaborLawHours: InstrumentInput = {
  source_id: "us-ny-labor-law-hours",
  title: "New York Labor Law, Article 5 (Hours of Labor)",
  short_names: ["New York Labor Law", "N.Y. Lab. Law", "NY hours of labor law"],
  jurisdiction: "US-NY",
  kind: "statute",
  provision_label: "section",
  codified_at: "N.Y. Lab. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/LAB/A5",
  date: "1921",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "160",
      heading: "Hours to constitute a day's work",
      summary: "Provides that eight hours constitute a legal day's work for listed classes of work, subject to the Labor Law's other provisions and agreements.",
      topics: ["employment", "working-time"],
      situations: ["how many hours is a legal workday", "eight hour workday"],
    },
    {
      article: "161",
      heading: "One day rest in seven",
      summary: "Requires employers in factories, mercantile establishments and certain other listed businesses to allow each employee at least 24 consecutive hours of rest in each calendar week, subject to exceptions.",
      topics: ["employment", "working-time", "rest-days"],
      situations: [
        "my New York employer schedules me seven days a week",
        "do I get a day off every week in New York",
        "my boss makes me work every day without a day of rest",
      ],
    },
    {
      article: "162",
      heading: "Time allowed for meals",
      summary: "Requires meal periods for employees, including at least thirty minutes for a shift of more than six hours that extends over the noonday period (11 a.m. to 2 p.m.) in factories, mercantile establishments and other covered workplaces, with longer periods for factory workers and additional breaks for longer shifts.",
      topics: ["employment", "working-time", "rest-breaks"],
      situations: [
        "do I get a lunch break by law in New York",
        "my New York job gives no lunch break on long shifts",
        "how long a meal break must I get for an eight hour shift in New York",
      ],
    },
  ],
};
