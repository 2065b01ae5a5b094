import type { InstrumentInput } from "../../schema";

/** Companies Act, 2013 (Act No. 18 of 2013). */
export const inCompaniesAct2013: InstrumentInput = {
  source_id: "in-companies-act-2013",
  title: "The Companies Act, 2013",
  short_names: ["Companies Act", "Companies Act 2013", "CA 2013", "Act No. 18 of 2013"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2114",
  date: "2013-08-29",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including associate company (significant influence, at least 20% of voting power), control, holding and subsidiary company (control of the board or more than half of total voting power), key managerial personnel, related party, small company and officer who is in default.",
      topics: ["definitions", "corporate-governance"],
    },
    {
      article: "7",
      heading: "Incorporation of company",
      summary:
        "Sets out how a company is incorporated by filing the memorandum, articles and prescribed declarations and information with the Registrar, who issues a certificate of incorporation and corporate identity number.",
      topics: ["corporate-governance", "formation"],
      situations: ["how do I register a private limited company", "documents to file with the Registrar to incorporate"],
    },
    {
      article: "8",
      heading: "Formation of companies with charitable objects, etc.",
      summary:
        "Allows licensing of companies formed to promote charitable objects such as commerce, art, science, education or social welfare that apply profits to those objects and pay no dividends to members.",
      topics: ["corporate-governance"],
      situations: ["setting up a non-profit section 8 company", "company formed for charity or education"],
    },
    {
      article: "62",
      heading: "Further issue of share capital",
      summary:
        "Requires further shares to be offered first to existing equity shareholders pro rata (rights issue), with alternatives for employee stock options and, by special resolution, issues to other persons.",
      topics: ["shareholders", "corporate-governance"],
      situations: [
        "our Indian company wants to issue new shares; do existing shareholders get first offer",
        "rights issue to existing shareholders before new investors",
      ],
    },
    {
      article: "90",
      heading: "Register of significant beneficial owners in a company",
      summary:
        "Requires individuals who hold or control at least the prescribed share of a company's shares, voting rights or distributions, or exercise significant influence or control, to declare this to the company, which keeps a register and files returns with the Registrar; the SBO Rules, 2018 set the threshold at 10%.",
      topics: ["kyc", "corporate-governance", "shareholders", "records"],
      situations: ["who must be declared as a significant beneficial owner", "the real owner behind the company's shares"],
    },
    {
      article: "92",
      heading: "Annual return",
      summary:
        "Requires every company to prepare an annual return with prescribed particulars of shareholding, directors, meetings and remuneration, place it on its website and file it with the Registrar within sixty days of the annual general meeting.",
      topics: ["records", "corporate-governance"],
      situations: ["what must the company's annual return contain", "filing the annual return with the Registrar"],
    },
    {
      article: "96",
      heading: "Annual general meeting",
      summary:
        "Requires companies other than one person companies to hold an annual general meeting each year within six months of the financial year end (the first within nine months of the first year end), with no more than fifteen months between meetings; the Registrar may extend other than the first.",
      topics: ["meetings", "annual-general-meeting", "shareholders"],
      situations: [
        "when must an Indian company hold its annual general meeting",
        "deadline for holding the AGM after the financial year ends",
      ],
    },
    {
      article: "100",
      heading: "Calling of extraordinary general meeting",
      summary:
        "Lets the Board call an extraordinary general meeting and requires it to do so on requisition by members holding the prescribed proportion of voting power or capital, failing which the requisitionists may call it.",
      topics: ["meetings", "shareholders"],
      situations: [
        "can shareholders force an Indian company's board to call a general meeting",
        "shareholders with ten percent can requisition an extraordinary general meeting",
      ],
    },
    {
      article: "101",
      heading: "Notice of meeting",
      summary:
        "Requires at least twenty-one clear days' written or electronic notice of a general meeting, stating place, date, time and business, with shorter notice allowed only with the member consents the section specifies.",
      topics: ["meetings", "shareholders"],
      situations: [
        "how much notice must shareholders get of a general meeting in India",
        "21 days' notice of a general meeting",
      ],
    },
    {
      article: "114",
      heading: "Ordinary and special resolutions",
      summary:
        "Defines an ordinary resolution as one passed by more votes cast for than against, and a special resolution as one with votes in favour at least three times those against after due notice specifying the intent.",
      topics: ["meetings", "shareholders"],
      situations: ["what majority does a special resolution need", "ordinary versus special resolution of shareholders"],
    },
    {
      article: "129",
      heading: "Financial statement",
      summary:
        "Requires financial statements that give a true and fair view, comply with notified accounting standards and the Schedule III form, and are laid before the AGM, with consolidated statements where the company has subsidiaries, associates or joint ventures.",
      topics: ["accounts", "financial-reporting"],
      situations: ["company accounts must show a true and fair view", "financial statements laid before the AGM"],
    },
    {
      article: "134",
      heading: "Financial statement, Board's report, etc.",
      summary:
        "Requires Board approval and signature of financial statements and a Board's report covering matters such as the directors' responsibility statement, internal financial controls, risk management, related party contracts and CSR.",
      topics: ["accounts", "financial-reporting", "directors", "internal-controls"],
      situations: ["who signs the financial statements and what goes in the Board's report", "directors' responsibility statement"],
    },
    {
      article: "135",
      heading: "Corporate Social Responsibility",
      summary:
        "Requires companies with net worth of 500 crore rupees or more, turnover of 1,000 crore rupees or more, or net profit of 5 crore rupees or more in the preceding financial year to have a CSR policy and spend at least 2% of average net profits of the previous three years on Schedule VII activities, transferring unspent amounts as prescribed.",
      topics: ["corporate-governance", "directors"],
      situations: ["is my company required to spend on CSR", "two percent of profits on corporate social responsibility"],
    },
    {
      article: "137",
      heading: "Copy of financial statement to be filed with Registrar",
      summary:
        "Requires the adopted financial statements, including consolidated statements, to be filed with the Registrar within thirty days of the annual general meeting, with penalties for default.",
      topics: ["accounts", "financial-reporting", "records"],
      situations: ["deadline to file annual accounts with the Registrar", "filing financial statements after the AGM"],
    },
    {
      article: "139",
      heading: "Appointment of auditors",
      summary:
        "Provides for appointment of the statutory auditor at the AGM for a term running to the sixth AGM, and for listed and prescribed companies limits an individual auditor to one five-year term and an audit firm to two, with a cooling-off period.",
      topics: ["audit", "financial-reporting"],
      situations: ["how long is the statutory auditor appointed for", "rotation of auditors in a listed company"],
    },
    {
      article: "143",
      heading: "Powers and duties of auditors and auditing standards",
      summary:
        "Gives auditors access to books and vouchers, requires a report on whether the accounts give a true and fair view and on internal financial controls, requires compliance with auditing standards, and obliges auditors to report suspected fraud by officers or employees.",
      topics: ["audit", "internal-controls", "financial-reporting"],
      situations: ["what does the auditor report on", "auditor finds fraud in the company"],
    },
    {
      article: "149",
      heading: "Company to have Board of Directors",
      summary:
        "Sets minimum board sizes (three for public, two for private, one for one person companies) and a default maximum of fifteen, requires a woman director and a resident director as prescribed, and requires listed companies to have at least one-third independent directors with prescribed qualifications.",
      topics: ["directors", "corporate-governance"],
      situations: [
        "how many directors must a private company in India have",
        "minimum number of directors and the need for a resident director",
      ],
    },
    {
      article: "152",
      heading: "Appointment of directors",
      summary:
        "Provides for appointment of directors by the general meeting, requires a director identification number and written consent, and for public companies makes at least two-thirds of directors liable to retire by rotation with one-third retiring at each AGM.",
      topics: ["directors", "corporate-governance"],
      situations: ["how are directors appointed", "director identification number and consent to act"],
    },
    {
      article: "164",
      heading: "Disqualifications for appointment of director",
      summary:
        "Disqualifies persons such as those of unsound mind, undischarged insolvents and certain convicts, and directors of companies that failed to file financial statements or annual returns for three continuous years or failed to repay deposits or debentures.",
      topics: ["directors", "corporate-governance"],
      situations: [
        "who is disqualified from being a director in India",
        "can an undischarged insolvent or convicted person be a director",
      ],
    },
    {
      article: "166",
      heading: "Duties of directors",
      summary:
        "Requires directors to act under the articles, in good faith to promote the company's objects for the benefit of members as a whole and in the best interests of the company, employees, shareholders, community and environment, with due care, skill, diligence and independent judgment, avoiding conflicts and undue gain.",
      topics: ["directors", "directors-duties", "corporate-governance"],
      situations: [
        "a director looked after himself instead of the company he runs",
        "what duties does a director of an Indian company owe",
        "a director acted in bad faith or against the company's interest",
        "can an Indian director be liable for not acting in the company's interest",
        "a director diverted a business opportunity away from our Indian company",
      ],
    },
    {
      article: "168",
      heading: "Resignation of director",
      summary:
        "Allows a director to resign by written notice; the company must intimate the Registrar, and the resignation takes effect from receipt of notice or any later date specified.",
      topics: ["directors"],
      situations: [
        "how can I resign as a director of an Indian company",
      ],
    },
    {
      article: "169",
      heading: "Removal of directors",
      summary:
        "Lets shareholders remove a director (other than a Tribunal-appointed one) by ordinary resolution before the end of the term after special notice and an opportunity to be heard; independent directors reappointed for a second term need a special resolution.",
      topics: ["directors", "shareholders"],
      situations: [
        "how do shareholders get rid of a director before his term ends",
        "we want to vote a director off the board of our private limited company",
        "can shareholders remove a director of an Indian company",
        "removing a director by ordinary resolution of the shareholders",
      ],
    },
    {
      article: "173",
      heading: "Meetings of Board",
      summary:
        "Requires the first board meeting within thirty days of incorporation and at least four meetings a year with no more than 120 days between them, at least seven days' notice, and permits participation by video conferencing; smaller classes have relaxed requirements.",
      topics: ["meetings", "directors", "corporate-governance"],
      situations: [
        "how often must the board of an Indian company meet",
        "minimum number of board meetings each year",
      ],
    },
    {
      article: "177",
      heading: "Audit Committee",
      summary:
        "Requires listed and prescribed public companies to have an audit committee of at least three directors with a majority of independent directors, which recommends auditors, reviews financial statements and internal controls, approves related party transactions and oversees the vigil mechanism for whistleblowers.",
      topics: ["audit", "corporate-governance", "whistleblowing", "internal-controls"],
      situations: ["does our company need an audit committee", "independent directors on the audit committee"],
    },
    {
      article: "178",
      heading: "Nomination and Remuneration Committee and Stakeholders Relationship Committee",
      summary:
        "Requires prescribed companies to have a nomination and remuneration committee of non-executive directors (at least half independent) that sets appointment criteria and remuneration policy, and companies with more than 1,000 security holders to have a stakeholders relationship committee.",
      topics: ["corporate-governance", "directors"],
      situations: [
        "does our listed company in India need a nomination and remuneration committee",
        "who decides the pay of directors and senior managers in an Indian company",
      ],
    },
    {
      article: "179",
      heading: "Powers of Board",
      summary:
        "Vests in the Board all powers the company may exercise, subject to the Act and the articles, and lists powers such as issuing securities, borrowing and approving financial statements that must be exercised by board resolution at meetings.",
      topics: ["directors", "corporate-governance"],
      situations: ["what can the board of directors decide", "board powers to borrow and issue shares"],
    },
    {
      article: "180",
      heading: "Restrictions on powers of Board",
      summary:
        "Requires a special resolution before the Board sells or disposes of the whole or substantially the whole of an undertaking, invests compensation from mergers, borrows beyond paid-up capital plus free reserves and securities premium, or remits debts.",
      topics: ["directors", "shareholders", "corporate-governance"],
      situations: [
        "can the board of an Indian company sell the whole business without shareholder approval",
      ],
    },
    {
      article: "184",
      heading: "Disclosure of interest by director",
      summary:
        "Requires directors to disclose their interests in other entities annually and their interest in any proposed contract or arrangement with the company, and bars an interested director from participating in the related board discussion.",
      topics: ["directors", "directors-duties", "corporate-governance"],
      situations: [
        "a director of our Indian company has an interest in a firm we deal with",
        "a director must disclose a personal interest in a company contract",
      ],
    },
    {
      article: "185",
      heading: "Loan to directors, etc.",
      summary:
        "Prohibits loans, guarantees or security to directors and persons in whom they are interested, subject to exceptions, and allows loans to certain interested entities only with a special resolution and for their principal business.",
      topics: ["directors", "corporate-governance"],
      situations: [
        "can an Indian company lend money to its director",
        "loans or guarantees by a company to its directors",
        "can our private limited company give a loan to its managing director in India",
        "my company wants to guarantee a director's personal bank loan in India",
        "is a loan to a firm in which our director is a partner allowed",
        "a director of an Indian company borrowed company funds for personal use",
      ],
    },
    {
      article: "186",
      heading: "Loan and investment by company",
      summary:
        "Limits inter-corporate loans, guarantees, security and investments to the higher of 60% of paid-up capital, free reserves and securities premium or 100% of free reserves and securities premium without a special resolution, restricts investment layers and sets a minimum interest rate.",
      topics: ["corporate-governance", "directors"],
      situations: ["limit on loans and investments by a company in other companies", "company giving a guarantee for another company's loan"],
    },
    {
      article: "188",
      heading: "Related party transactions",
      summary:
        "Requires Board consent, and shareholder approval above prescribed thresholds, for specified contracts with related parties such as sale or lease of property and services, exempts transactions in the ordinary course of business at arm's length, and requires disclosure in the Board's report.",
      topics: ["corporate-governance", "directors", "shareholders"],
      situations: [
        "our Indian company wants to contract with a firm owned by a director's relative",
        "approval of contracts with related parties of the directors",
      ],
    },
    {
      article: "197",
      heading:
        "Overall maximum managerial remuneration and managerial remuneration in case of absence or inadequacy of profits",
      summary:
        "Caps total managerial remuneration of a public company at 11% of net profits, with sub-limits for managing and whole-time directors and non-executive directors, unless shareholders approve more, and applies Schedule V where profits are absent or inadequate.",
      topics: ["directors", "corporate-governance"],
      situations: ["cap on managing director's pay", "managerial remuneration when the company makes a loss"],
    },
    {
      article: "203",
      heading: "Appointment of key managerial personnel",
      summary:
        "Requires listed and prescribed companies to have whole-time key managerial personnel: a managing director, CEO or manager (or whole-time director), a company secretary and a chief financial officer.",
      topics: ["corporate-governance"],
      situations: ["does the company need a CEO, CFO and company secretary", "key managerial personnel"],
    },
    {
      article: "230",
      heading: "Power to compromise or make arrangements with creditors and members",
      summary:
        "Allows a compromise or arrangement between a company and its creditors or members to be proposed to the Tribunal, approved by the prescribed majorities at meetings it orders, and sanctioned by the Tribunal so that it binds all.",
      topics: ["corporate-governance", "insolvency", "shareholders"],
      situations: ["company's scheme of arrangement with creditors", "compromise with shareholders approved by the tribunal"],
    },
    {
      article: "232",
      heading: "Merger and amalgamation of companies",
      summary:
        "Sets the procedure and disclosure for schemes of merger or amalgamation sanctioned by the Tribunal, and the effects of sanction, including transfer of property and liabilities.",
      topics: ["corporate-governance", "shareholders"],
      situations: ["merging two companies", "amalgamation approved by the NCLT"],
    },
    {
      article: "241",
      heading: "Application to Tribunal for relief in cases of oppression, etc.",
      summary:
        "Allows eligible members to apply to the Tribunal where the company's affairs are conducted in a manner prejudicial or oppressive to them or to the public or company interest, or where a material change in management is prejudicial.",
      topics: ["shareholders", "remedies", "corporate-governance"],
      situations: [
        "the majority owners are squeezing me out of our private limited company",
        "the directors are running the company in a way that hurts the minority shareholders",
        "the majority shareholders of an Indian company are oppressing the minority",
        "the company is run in a way that is unfairly prejudicial to minority shareholders",
        "minority shareholders can petition the tribunal against mismanagement",
      ],
    },
    {
      article: "242",
      heading: "Powers of Tribunal",
      summary:
        "Empowers the Tribunal, on finding oppression or mismanagement, to make orders it thinks fit, such as regulating conduct of affairs, purchasing shares, restricting transfers, setting aside transactions and removing directors.",
      topics: ["shareholders", "remedies"],
      situations: ["majority shareholders are oppressing the minority", "tribunal orders against mismanagement"],
    },
    {
      article: "244",
      heading: "Right to apply under section 241",
      summary:
        "Sets eligibility to apply for oppression relief: for companies with share capital, at least 100 members or one-tenth of members, or holders of one-tenth of issued capital; for others, one-fifth of members. The Tribunal may waive these thresholds.",
      topics: ["shareholders", "remedies"],
      situations: ["how many members are needed to file an oppression case", "one-tenth of shareholders to apply to the tribunal"],
    },
    {
      article: "245",
      heading: "Class action",
      summary:
        "Allows the prescribed number of members or depositors to apply to the Tribunal on behalf of a class for orders restraining harmful acts and for damages against the company, directors, auditors, experts or advisers.",
      topics: ["shareholders", "remedies", "liability"],
      situations: ["shareholders filing a class action against the company", "depositors suing the company and its auditors together"],
    },
    {
      article: "447",
      heading: "Punishment for fraud",
      summary:
        "Defines fraud in relation to a company's affairs and punishes it with imprisonment of six months to ten years and a fine of at least the amount involved up to three times it, with a higher minimum where public interest is involved and lighter punishment for smaller frauds not involving public interest.",
      topics: ["offences", "punishment", "criminal"],
      situations: [
        "the promoters of an Indian company committed fraud; what punishment applies",
      ],
    },
    {
      article: "448",
      heading: "Punishment for false statement",
      summary:
        "Makes a person who knowingly makes a materially false statement, or omits a material fact, in any return, report, certificate, financial statement or other document under the Act liable as for fraud under section 447.",
      topics: ["offences", "punishment", "financial-reporting"],
      situations: ["false statement in company filings", "punishment for lying in a company's return"],
    },
    {
      article: "454",
      heading: "Adjudication of penalties",
      summary:
        "Provides for adjudicating officers appointed by the Central Government to impose penalties for defaults under the Act after a hearing, with appeals to the Regional Director.",
      topics: ["enforcement", "penalties"],
      situations: ["penalty imposed by an adjudicating officer on the company", "appeal against a penalty for a filing default"],
    },
    {
      article: "117",
      heading: "Resolutions and agreements to be filed",
      summary:
        "Requires a copy of every special resolution and of the other resolutions and agreements the section lists, including certain board resolutions, to be filed with the Registrar within thirty days of being passed or made, with penalties for default.",
      topics: ["records", "meetings", "corporate-governance"],
      situations: [
        "we passed a special resolution in our Indian company, when must it be filed with the registrar",
        "which company resolutions must be filed with the ROC within thirty days in India",
      ],
    },
    {
      article: "403",
      heading: "Fee for filing, etc.",
      summary:
        "Requires documents the Act requires to be filed with the Registrar to be filed on payment of the prescribed fee, and allows a late filing on payment of the additional fee the rules prescribe, which for many forms is a per-day amount.",
      topics: ["records", "penalties"],
      situations: [
        "we missed the deadline to file a form with the Registrar of Companies in India, what late fee applies",
        "how much is the additional fee for late filing of annual forms with the ROC in India",
      ],
    },
    {
      article: "123",
      heading: "Declaration of dividend",
      summary:
        "A company may declare or pay a dividend only out of the current year's profits after depreciation (excluding unrealised, notional or revaluation gains), undistributed profits of earlier years, or government money under a guarantee, after setting off carried-forward losses; the Board may declare interim dividends, dividends must be deposited in a separate bank account within five days, and are payable only to the registered holder in cash.",
      topics: ["companies", "shareholders", "dividends", "distributions"],
      situations: [
        "can my Indian company pay a dividend when it made a loss this year",
        "when can the board declare an interim dividend",
      ],
    },
    {
      article: "124",
      heading: "Unpaid Dividend Account",
      summary:
        "A declared dividend not paid or claimed within thirty days must be moved within seven days to an Unpaid Dividend Account in a scheduled bank, with details published; money unclaimed for seven years, and the shares on which dividend is unclaimed for seven consecutive years, go to the Investor Education and Protection Fund.",
      topics: ["companies", "shareholders", "dividends"],
      situations: [
        "I never received a dividend declared years ago; where did it go",
        "how do I reclaim shares transferred to the IEPF",
      ],
    },
    {
      article: "127",
      heading: "Punishment for failure to distribute dividends",
      summary:
        "If a declared dividend is not paid, or the warrant not posted, within thirty days, directors knowingly party to the default face up to two years' imprisonment and a daily fine, and the company pays 18% simple interest, subject to listed defences such as a dispute over entitlement.",
      topics: ["companies", "shareholders", "dividends", "offences"],
      situations: [
        "the company declared a dividend two months ago but has not paid it",
        "the directors are sitting on declared dividends; what penalty applies",
      ],
    },
    {
      article: "128",
      heading: "Books of account, etc., to be kept by company",
      summary:
        "Every company must keep books of account and financial statements giving a true and fair view, on an accrual and double-entry basis, at its registered office (or an approved place, including electronically), open to directors' inspection and preserved for at least eight years.",
      topics: ["companies", "accounts", "records"],
      situations: [
        "how long must a company in India keep its books of account",
        "where must a company keep its account books in India",
      ],
    },
    {
      article: "136",
      heading: "Right of member to copies of audited financial statement",
      summary:
        "Copies of the audited financial statements and reports to be laid at a general meeting must be sent to every member and debenture trustee at least twenty-one days before the meeting (shorter with 95% consent), and listed companies must publish them on their website.",
      topics: ["companies", "shareholders", "accounts", "transparency"],
      situations: [
        "as a shareholder, am I entitled to a copy of the annual accounts",
        "the company sent the annual report only a week before the AGM",
      ],
    },
    {
      article: "161",
      heading: "Appointment of additional director, alternate director and nominee director",
      summary:
        "The articles may let the Board appoint an additional director to hold office until the next annual general meeting, an alternate director for a director absent from India for at least three months, and nominee directors, and the Board may fill casual vacancies.",
      topics: ["companies", "directors"],
      situations: [
        "can the board appoint a new director without a shareholder vote",
        "a director is going abroad for months; can someone act in his place",
      ],
    },
    {
      article: "165",
      heading: "Number of directorships",
      summary:
        "A person may hold office as director in no more than twenty companies at a time, of which no more than ten may be public companies.",
      topics: ["companies", "directors"],
      situations: [
        "how many companies can one person be a director of in India",
        "can I sit on the boards of 15 public companies",
      ],
    },
    {
      article: "167",
      heading: "Vacation of office of director",
      summary:
        "A director's office becomes vacant on events such as incurring a disqualification under section 164, absence from all Board meetings for twelve months, failure to disclose interests in contracts, disqualification by court order, or conviction with imprisonment of six months or more.",
      topics: ["companies", "directors"],
      situations: [
        "I missed all board meetings for a year; am I still a director",
        "a director was convicted and jailed; does he stop being a director",
      ],
    },
    {
      article: "170",
      heading: "Register of directors and key managerial personnel and their shareholding",
      summary:
        "Every company must keep at its registered office a register of its directors and key managerial personnel with their details and shareholdings, open to inspection, and file returns of their appointments with the Registrar.",
      topics: ["companies", "directors", "records"],
      situations: [
        "where can I see who the directors and key managers of a company are",
        "I want to check the shareholding of the company's directors",
      ],
    },
    {
      article: "174",
      heading: "Quorum for meetings of Board",
      summary:
        "The quorum for a Board meeting is one-third of total strength or two directors, whichever is higher, counting directors participating by video conferencing; if the number of interested directors exceeds two-thirds, the remaining disinterested directors (at least two) form the quorum.",
      topics: ["companies", "directors", "meetings"],
      situations: [
        "how many directors must attend for a board meeting to be valid",
        "only two of our nine directors joined the board meeting; is it valid",
      ],
    },
    {
      article: "175",
      heading: "Passing of resolution by circulation",
      summary:
        "A Board resolution may be passed by circulation of the draft to all directors, and is passed if approved by a majority entitled to vote, unless at least one-third of directors require it to be decided at a meeting.",
      topics: ["companies", "directors", "meetings"],
      situations: [
        "can the board approve something by email without meeting",
        "one director insists the resolution be discussed at a meeting instead of by circulation",
      ],
    },
    {
      article: "190",
      heading: "Contract of employment with managing or whole-time directors",
      summary:
        "Every company must keep at its registered office the written contracts of service with managing or whole-time directors (or a memorandum of the terms if not in writing), open to members' inspection.",
      topics: ["companies", "directors", "employment", "records"],
      situations: [
        "can shareholders inspect the managing director's contract",
        "does the company have to keep the whole-time director's service contract",
      ],
    },
    {
      article: "196",
      heading: "Appointment of managing director, whole-time director or manager",
      summary:
        "A company may not appoint a managing director and a manager at the same time; appointments are for up to five years at a time, require the person to be between 21 and 70 (or a special resolution beyond 70), and must be approved by the Board and the general meeting on the specified terms.",
      topics: ["companies", "directors"],
      situations: [
        "is there an age limit for a managing director in India",
        "how long can a managing director be appointed for",
      ],
    },
    {
      article: "236",
      heading: "Purchase of minority shareholding",
      summary:
        "A person or group becoming the registered holder of 90% or more of a company's issued equity shares must notify the company of its intention to buy the remaining shares, and minority shareholders may offer their shares at a price determined by a registered valuer.",
      topics: ["companies", "shareholders", "minority"],
      situations: [
        "the majority owner now holds 92 percent; can he buy out my shares",
        "I hold a small stake and the promoter wants to squeeze me out",
      ],
    },
    {
      article: "271",
      heading: "Circumstances in which company may be wound up by Tribunal",
      summary:
        "The National Company Law Tribunal may wind up a company on grounds including a special resolution to be wound up, acts against the sovereignty, security or public order of India, fraudulent conduct of affairs, default in filing financial statements or annual returns for five consecutive years, or where it is just and equitable.",
      topics: ["companies", "winding-up"],
      situations: [
        "on what grounds can a company in India be wound up by the tribunal",
        "the company has not filed its returns for years; can it be wound up",
      ],
    },
  ],
};
