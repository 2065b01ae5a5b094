import type { InstrumentInput } from "../../schema";

/** Americans with Disabilities Act of 1990, 42 U.S.C. chapter 126 (Title I — employment, and general provisions). */
export const usAda: InstrumentInput = {
  source_id: "us-ada",
  title: "Americans with Disabilities Act of 1990",
  short_names: ["ADA", "Americans with Disabilities Act", "ADA Title I"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "42 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title42/chapter126&edition=prelim",
  date: "1990-07-26",
  provisions: [
    {
      article: "12101",
      heading: "Findings and purpose",
      summary:
        "Sets out Congress's findings on discrimination against individuals with disabilities and the Act's purpose of providing a clear and comprehensive national mandate and enforceable standards to eliminate such discrimination.",
      topics: ["principles", "discrimination"],
    },
    {
      article: "12102",
      heading: "Definition of disability",
      summary:
        "Defines disability as a physical or mental impairment that substantially limits one or more major life activities, a record of such an impairment, or being regarded as having one, and directs that the definition be construed broadly.",
      topics: ["definitions", "discrimination"],
    },
    {
      article: "12111",
      heading: "Definitions",
      summary:
        "Defines terms for the employment title, including covered entity, employer (fifteen or more employees), qualified individual, reasonable accommodation and undue hardship.",
      topics: ["definitions", "employment", "discrimination"],
    },
    {
      article: "12112",
      heading: "Discrimination",
      summary:
        "Prohibits covered entities from discriminating against qualified individuals on the basis of disability in job applications, hiring, advancement, discharge, compensation, training and other terms, including by failing to make reasonable accommodations, and restricts medical examinations and disability-related inquiries.",
      topics: ["discrimination", "employment", "health-data"],
      situations: [
        "I told my boss about my disability and was fired the next week",
        "my employer refuses to change my desk setup for my disability",
        "turned down for a position because I use a wheelchair",
        "the interviewer asked whether I have any disabilities before making an offer",
        "my disability means I need a modified schedule, is that a reasonable accommodation",
      ],
    },
    {
      article: "12113",
      heading: "Defenses",
      summary:
        "Provides defences for qualification standards that are job-related and consistent with business necessity, including a requirement not to pose a direct threat to health or safety, and addresses religious entities and infectious diseases in food handling.",
      topics: ["discrimination", "employment"],
      situations: ["the employer says my disability makes me a safety risk", "a job requirement that screens out people with disabilities"],
    },
    {
      article: "12114",
      heading: "Illegal use of drugs and alcohol",
      summary:
        "Excludes from protection employees or applicants currently engaging in illegal drug use, while protecting those in or who have completed rehabilitation, and allows employers to prohibit drug and alcohol use at work and to conduct drug tests.",
      topics: ["employment", "discrimination"],
      situations: ["can my employer drug test me", "I am in recovery from addiction, am I protected at work"],
    },
    {
      article: "12117",
      heading: "Enforcement",
      summary:
        "Makes the powers, remedies and procedures of Title VII of the Civil Rights Act of 1964 available to the EEOC, the Attorney General and individuals alleging disability discrimination in employment.",
      topics: ["enforcement", "remedies", "discrimination"],
      situations: ["how do I file a disability discrimination claim against my employer", "remedies for disability discrimination at work"],
    },
    {
      article: "12115",
      heading: "Posting notices",
      summary:
        "Requires every employer, employment agency, labour organisation and joint labour-management committee to post notices describing the employment provisions of the Act, in an accessible format, as Title VII requires.",
      topics: ["employment", "discrimination", "disability", "notice"],
      situations: [
        "does my employer have to post information about disability rights at work",
      ],
    },
    {
      article: "12131",
      heading: "Definitions",
      summary:
        "Defines public entity (any state or local government and its departments, agencies and instrumentalities, and certain commuter authorities) and qualified individual with a disability for Title II.",
      topics: ["disability", "public-sector", "definitions"],
      situations: [
        "does the disability law apply to my city council",
      ],
    },
    {
      article: "12132",
      heading: "Discrimination",
      summary:
        "Prohibits a public entity from excluding a qualified individual with a disability from, or denying them the benefits of, its services, programmes or activities, or otherwise discriminating against them by reason of disability.",
      topics: ["disability", "public-sector", "discrimination", "accessibility"],
      situations: [
        "the county courthouse has no way for a wheelchair user to get in",
        "the city refused to provide a sign language interpreter at a public hearing",
        "my state university excluded me from a programme because of my disability",
      ],
    },
    {
      article: "12133",
      heading: "Enforcement",
      summary:
        "Gives persons who suffer disability discrimination by a public entity the remedies, procedures and rights of section 505 of the Rehabilitation Act.",
      topics: ["disability", "public-sector", "remedies"],
      situations: [
        "how do I enforce my disability rights against a state agency",
      ],
    },
    {
      article: "12181",
      heading: "Definitions",
      summary:
        "Defines terms for Title III, including commercial facilities and the twelve categories of private entities that are public accommodations, such as hotels, restaurants, theatres, shops, doctors' offices, schools, gyms and transport terminals.",
      topics: ["disability", "consumer", "definitions", "accessibility"],
      situations: [
        "is a dentist's office a public accommodation under disability law",
        "does the disability law cover my small restaurant",
      ],
    },
    {
      article: "12182",
      heading: "Prohibition of discrimination by public accommodations",
      summary:
        "Prohibits discrimination on the basis of disability in the full and equal enjoyment of the goods, services and facilities of any place of public accommodation, including by failing to make reasonable modifications of policies, to provide auxiliary aids and services, or to remove architectural barriers where readily achievable.",
      topics: ["disability", "consumer", "discrimination", "accessibility"],
      situations: [
        "a shop refused to let me in with my service dog",
        "the restaurant has steps and no ramp so I cannot get in",
        "the cinema will not provide captioning devices for deaf customers",
      ],
    },
    {
      article: "12183",
      heading: "New construction and alterations in public accommodations and commercial facilities",
      summary:
        "Requires newly constructed public accommodations and commercial facilities to be readily accessible to and usable by individuals with disabilities, and alterations to existing ones to be made accessible to the maximum extent feasible.",
      topics: ["disability", "accessibility", "construction"],
      situations: [
        "we are building a new office, what accessibility rules apply",
        "we are renovating our shop, do we have to add accessible toilets",
      ],
    },
    {
      article: "12187",
      heading: "Exemptions for private clubs and religious organizations",
      summary:
        "Exempts private clubs and religious organisations, including places of worship, from Title III.",
      topics: ["disability", "scope", "religion"],
      situations: [
        "does a church have to follow the public accommodation disability rules",
      ],
    },
    {
      article: "12188",
      heading: "Enforcement",
      summary:
        "Gives persons subjected to disability discrimination by a public accommodation the injunctive remedies of the Civil Rights Act's public accommodation title, and lets the Attorney General sue for injunctions, damages for the persons aggrieved and civil penalties.",
      topics: ["disability", "consumer", "remedies"],
      situations: [
        "can I sue a hotel that is not accessible",
        "what can a court order a business to do about disability access",
      ],
    },
    {
      article: "12203",
      heading: "Prohibition against retaliation and coercion",
      summary:
        "Prohibits retaliation against anyone who opposed a practice the Act makes unlawful or took part in a charge, investigation or proceeding under it, and coercing, intimidating, threatening or interfering with anyone exercising or helping others exercise rights under the Act.",
      topics: ["disability", "retaliation", "employment"],
      situations: [
        "I was fired after asking for a disability accommodation and complaining",
        "my landlord threatened me for helping my neighbour with a disability complaint",
      ],
    },
    {
      article: "12205",
      heading: "Attorney’s fees",
      summary:
        "Allows the court or agency, in its discretion, to award the prevailing party (other than the United States) reasonable attorney's fees, litigation expenses and costs in an action or proceeding under the Act.",
      topics: ["disability", "remedies", "costs"],
      situations: [
        "if I win my disability case, will the other side pay my lawyer",
      ],
    },
  ],
};
