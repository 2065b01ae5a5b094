import type { InstrumentInput } from "../../schema";

/** The Code on Social Security, 2020: gratuity and maternity benefit. */
export const inCodeOnSocialSecurity2020: InstrumentInput = {
  source_id: "in-code-on-social-security-2020",
  title: "The Code on Social Security, 2020",
  short_names: ["Code on Social Security", "Code on Social Security 2020", "SS Code 2020", "Social Security Code", "Act No. 36 of 2020"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2020-09-28",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "53",
      heading: "Payment of gratuity",
      summary: "Makes gratuity payable to an employee on termination after at least five years of continuous service (on superannuation, retirement, resignation, death or disablement, without the five-year condition on death or disablement and pro rata for fixed-term employees), at fifteen days' wages for every completed year of service, subject to the notified ceiling.",
      topics: ["employment", "gratuity", "end-of-service", "termination"],
      situations: [
        "I resigned after six years in India, am I owed gratuity",
        "how is gratuity calculated in India",
        "do I get gratuity when I leave my job in India after five years",
        "my employer refuses to pay gratuity on my resignation",
      ],
    },
    {
      article: "59",
      heading: "Employment of, or work by, women prohibited during certain period",
      summary: "Forbids an employer knowingly to employ a woman, and a woman to work, in an establishment during the six weeks immediately following her delivery, miscarriage or medical termination of pregnancy, and lets a pregnant woman refuse arduous work in the month before the six weeks preceding her expected delivery.",
      topics: ["employment", "maternity-leave", "pregnancy", "health-and-safety"],
      situations: ["can my employer make me work right after giving birth", "no work for six weeks after delivery or miscarriage"],
    },
    {
      article: "60",
      heading: "Right to payment of maternity benefit",
      summary: "Entitles a woman who has worked for the employer for at least 80 days in the twelve months before her expected delivery to maternity benefit at her average daily wage for up to 26 weeks, of which no more than eight precede the delivery (twelve weeks for a woman with two or more surviving children), with twelve weeks for adopting or commissioning mothers.",
      topics: ["employment", "maternity-leave", "maternity-pay"],
      situations: ["how many weeks of paid maternity leave do I get in India", "my employer says I will not be paid while I am off to have my baby", "how much pay do I get during maternity leave from a private company"],
    },
  ],
};
