import type { InstrumentInput } from "../../schema";

export const ukEqualityAct2010: InstrumentInput = {
  source_id: "uk-equality-act-2010",
  title: "Equality Act 2010 (2010 c. 15)",
  short_names: ["Equality Act 2010", "EqA 2010", "Equality Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2010/15/contents",
  date: "2010-04-08",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "The protected characteristics",
      summary:
        "Lists the nine protected characteristics: age, disability, gender reassignment, marriage and civil partnership, pregnancy and maternity, race, religion or belief, sex and sexual orientation.",
      topics: ["discrimination", "employment", "definitions"],
      situations: ["what grounds of discrimination does UK law protect", "is being treated badly for my religion illegal in Britain"],
    },
    {
      article: "6",
      heading: "Disability",
      summary:
        "A person has a disability if they have a physical or mental impairment with a substantial and long-term adverse effect on their ability to carry out normal day-to-day activities; Schedule 1 adds detail (such as cancer, HIV and multiple sclerosis counting from diagnosis).",
      topics: ["discrimination", "disability", "definitions"],
      situations: ["does my anxiety count as a disability at work", "is diabetes a disability under the Equality Act"],
    },
    {
      article: "13",
      heading: "Direct discrimination",
      summary:
        "A person discriminates directly if, because of a protected characteristic, they treat someone less favourably than they treat or would treat others; less favourable treatment because of age can be justified as a proportionate means of achieving a legitimate aim, and treating a woman less favourably because she is breastfeeding counts as sex discrimination.",
      topics: ["discrimination", "employment"],
      situations: [
        "I was not hired because of my age",
        "my boss gave the promotion to a man though I was better qualified",
        "a restaurant refused to serve me because of my race",
      ],
    },
    {
      article: "15",
      heading: "Discrimination arising from disability",
      summary:
        "It is discrimination to treat a disabled person unfavourably because of something arising in consequence of their disability unless it is a proportionate means of achieving a legitimate aim, or the person did not know and could not reasonably have known of the disability.",
      topics: ["discrimination", "disability", "employment"],
      situations: ["I was disciplined for sickness absence caused by my disability", "I was dismissed for being slow because of my condition"],
    },
    {
      article: "18",
      heading: "Pregnancy and maternity discrimination: work cases",
      summary:
        "In work cases it is discrimination to treat a woman unfavourably because of her pregnancy or pregnancy-related illness during the protected period, or because she is on, has taken or seeks to take maternity leave.",
      topics: ["discrimination", "employment", "family-leave", "pregnancy"],
      situations: ["I was sacked after telling my employer I was pregnant", "my employer cut my hours when I came back from maternity leave"],
    },
    {
      article: "19",
      heading: "Indirect discrimination",
      summary:
        "Indirect discrimination occurs when a provision, criterion or practice applied to everyone puts people sharing a protected characteristic at a particular disadvantage, disadvantages the individual, and cannot be shown to be a proportionate means of achieving a legitimate aim.",
      topics: ["discrimination", "employment"],
      situations: [
        "a rule that all staff must work full time hurts women with childcare duties",
        "a dress code bans religious head coverings",
        "job adverts require recent graduates only",
      ],
    },
    {
      article: "20",
      heading: "Duty to make adjustments",
      summary:
        "Sets the duty to make reasonable adjustments for disabled people: changing provisions, criteria or practices, altering physical features, and providing auxiliary aids, where these put disabled people at a substantial disadvantage, without passing the cost to the disabled person.",
      topics: ["discrimination", "disability", "employment", "reasonable-adjustments"],
      situations: [
        "my employer refuses to give me a special chair for my back condition",
        "can I ask for different working hours because of my disability",
        "the shop has no wheelchair access",
      ],
    },
    {
      article: "21",
      heading: "Failure to comply with duty",
      summary: "A failure to comply with a duty to make reasonable adjustments is a form of discrimination against the disabled person concerned.",
      topics: ["discrimination", "disability", "reasonable-adjustments"],
      situations: ["my employer ignored my request for adjustments; can I bring a claim", "my employer refused to adjust my duties for my disability"],
    },
    {
      article: "26",
      heading: "Harassment",
      summary:
        "Harassment is unwanted conduct related to a relevant protected characteristic, or unwanted conduct of a sexual nature, that has the purpose or effect of violating someone's dignity or creating an intimidating, hostile, degrading, humiliating or offensive environment, including treating someone worse because they rejected or submitted to such conduct.",
      topics: ["discrimination", "harassment", "employment"],
      situations: [
        "my colleagues keep making jokes about my religion",
        "my manager makes sexual comments to me",
        "I was treated worse after I turned down my boss's advances",
      ],
    },
    {
      article: "27",
      heading: "Victimisation",
      summary:
        "It is victimisation to subject someone to a detriment because they did a protected act, such as bringing proceedings under the Act, giving evidence, or alleging a contravention, unless the allegation was false and made in bad faith.",
      topics: ["discrimination", "employment", "retaliation"],
      situations: ["after I complained about discrimination I was moved to a worse shift", "I gave evidence for a colleague and now I am being punished"],
    },
    {
      article: "29",
      heading: "Provision of services, etc",
      summary:
        "A person providing services to the public must not discriminate against, harass or victimise a person requiring the service, as to whether, on what terms or in what manner the service is provided, and must make reasonable adjustments.",
      topics: ["discrimination", "consumer-protection", "services"],
      situations: ["a taxi refused to take me because of my guide dog", "a hotel would not rent a room to a same-sex couple"],
    },
    {
      article: "33",
      heading: "Disposals, etc",
      summary:
        "A person with the right to dispose of premises (such as a landlord or seller) must not discriminate against or victimise another as to the terms of the offer, by refusing to dispose of the premises, or in the treatment of people seeking premises, and must not harass them.",
      topics: ["discrimination", "housing", "tenancy"],
      situations: ["a landlord said no tenants of my nationality", "the letting agent refused me because I am disabled"],
    },
    {
      article: "39",
      heading: "Employees and applicants",
      summary:
        "Employers must not discriminate against or victimise job applicants in arrangements for deciding who to employ, terms offered or refusing an offer, or employees in terms, promotion, transfer, training, benefits, dismissal or other detriment, and must make reasonable adjustments.",
      topics: ["discrimination", "employment", "hiring", "dismissal"],
      situations: [
        "I was rejected for a job because I am pregnant",
        "I was dismissed because of my sexual orientation",
        "I was not given the job because of my disability in the UK",
        "my employer refused to make adjustments for my disability at work",
        "I was paid less and passed over because of my race in England",
      ],
    },
    {
      article: "40",
      heading: "Employees and applicants: harassment",
      summary: "An employer must not harass an employee or a person who has applied for employment with it.",
      topics: ["discrimination", "harassment", "employment"],
      situations: ["my employer's owner keeps making racist remarks to me", "my manager keeps mocking my accent"],
    },
    {
      article: "40A",
      heading: "Employer duty to prevent sexual harassment of employees",
      summary:
        "Employers must take reasonable steps to prevent sexual harassment of their employees in the course of employment; a breach can lead a tribunal to increase compensation in a successful sexual harassment claim by up to 25% and is enforceable by the Equality and Human Rights Commission.",
      topics: ["discrimination", "harassment", "employment", "compliance"],
      situations: ["what must my company do to prevent sexual harassment at work", "a client sexually harassed me and my employer did nothing to stop it"],
    },
    {
      article: "60",
      heading: "Enquiries about disability and health",
      summary:
        "Before offering work, an employer must not ask about a job applicant's disability or health except for limited purposes such as establishing whether reasonable adjustments are needed for assessment or whether the applicant can carry out an intrinsic function of the job.",
      topics: ["discrimination", "disability", "hiring", "health-data"],
      situations: ["the job application form asks about my medical history", "can an employer ask about sickness absence before offering me a job"],
    },
    {
      article: "65",
      heading: "Equal work",
      summary:
        "A woman's work is equal to a man's if it is like work, work rated as equivalent under a job evaluation study, or work of equal value in terms of demands such as effort, skill and decision-making.",
      topics: ["discrimination", "employment", "equal-pay", "wages"],
      situations: ["my male colleague doing the same job is paid more", "is my job of equal value to my male colleague's different job"],
    },
    {
      article: "66",
      heading: "Sex equality clause",
      summary:
        "If a person's terms of work do not include a sex equality clause, they are treated as including one, which modifies any term less favourable than a comparator's of the opposite sex doing equal work and adds any beneficial term the comparator has.",
      topics: ["discrimination", "employment", "equal-pay", "wages"],
      situations: ["how do I claim equal pay with a man doing the same work", "my contract pays me less than a male colleague doing equal work"],
    },
    {
      article: "69",
      heading: "Defence of material factor",
      summary:
        "An employer defeats an equal pay claim by showing the difference is due to a material factor that is not itself direct sex discrimination, and if it puts one sex at a particular disadvantage, that it is a proportionate means of achieving a legitimate aim.",
      topics: ["discrimination", "employment", "equal-pay"],
      situations: ["my employer says my male colleague earns more because he negotiated harder", "can my employer justify paying men more because of market rates"],
    },
    {
      article: "77",
      heading: "Discussions about pay",
      summary:
        "A term of work that prevents or restricts a person from disclosing or seeking information about pay to find out whether there is discrimination is unenforceable, and taking action against someone for such a disclosure is victimisation.",
      topics: ["employment", "wages", "equal-pay", "transparency"],
      situations: ["my contract says I must not tell colleagues my salary", "can I be disciplined for discussing my pay with coworkers"],
    },
    {
      article: "109",
      heading: "Liability of employers and principals",
      summary:
        "Anything an employee does in the course of employment is treated as also done by the employer, whether or not the employer knew or approved, unless the employer shows it took all reasonable steps to prevent the employee doing that thing or that kind of thing.",
      topics: ["discrimination", "employment", "liability", "vicarious-liability"],
      situations: ["my coworker harassed me; can I sue the company", "is my employer responsible for what my manager said"],
    },
    {
      article: "123",
      heading: "Time limits",
      summary:
        "Employment discrimination claims must be brought within three months starting with the date of the act complained of (or the end of conduct extending over a period), or such other period as the tribunal thinks just and equitable, subject to early conciliation extensions.",
      topics: ["discrimination", "employment", "limitation", "remedies"],
      situations: ["how long do I have to bring a discrimination claim", "the discrimination happened five months ago; is it too late"],
    },
    {
      article: "124",
      heading: "Remedies: general",
      summary:
        "Where an employment tribunal finds a contravention it may declare the parties' rights, order compensation (including for injury to feelings, with no statutory cap) and recommend steps to reduce the adverse effect on the complainant.",
      topics: ["discrimination", "employment", "remedies", "damages"],
      situations: ["what compensation can I get for discrimination at work", "is there a limit on discrimination compensation"],
    },
    {
      article: "136",
      heading: "Burden of proof",
      summary:
        "If there are facts from which a court or tribunal could decide, absent another explanation, that a contravention occurred, it must hold that it did unless the respondent shows it did not contravene the provision.",
      topics: ["discrimination", "evidence", "burden-of-proof"],
      situations: ["how do I prove discrimination when the employer denies it", "the employer cannot explain why only I was treated worse"],
    },
    {
      article: "149",
      heading: "Public sector equality duty",
      summary:
        "Public authorities, in exercising their functions, must have due regard to the need to eliminate discrimination, harassment and victimisation, advance equality of opportunity and foster good relations between people who share a protected characteristic and those who do not.",
      topics: ["discrimination", "government", "public-sector"],
      situations: ["the council closed a service without considering the impact on disabled people", "the council did not consider equality when changing bus routes"],
    },
    {
      article: "158",
      heading: "Positive action: general",
      summary:
        "Allows proportionate action to enable or encourage people who share a protected characteristic to overcome or minimise a disadvantage, meet different needs or increase low participation, where the person reasonably thinks such circumstances exist.",
      topics: ["discrimination", "employment", "positive-action"],
      situations: ["can we run a training scheme only for women in engineering", "can a charity target a programme at a disadvantaged group"],
    },
    {
      article: "159",
      heading: "Positive action: recruitment and promotion",
      summary:
        "In recruitment or promotion, an employer may treat a candidate with an under-represented or disadvantaged protected characteristic more favourably only where candidates are as qualified as each other and the action is proportionate and not a general policy.",
      topics: ["discrimination", "employment", "hiring", "positive-action"],
      situations: ["can we choose the ethnic minority candidate when two candidates are equally good", "can we prefer a woman for promotion in a male-dominated team"],
    },
  ],
};
