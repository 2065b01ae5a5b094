import type { InstrumentInput } from "../../schema";

export const inPartnershipAct1932: InstrumentInput = {
  source_id: "in-partnership-act-1932",
  title: "The Indian Partnership Act, 1932 (Act No. 9 of 1932)",
  short_names: ["Indian Partnership Act, 1932", "Indian Partnership Act 1932", "Partnership Act, 1932"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2394",
  date: "1932-04-08",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Definition of “partnership”, “partner”, “firm” and “firm name”",
      summary:
        "Defines a partnership as the relation between persons who have agreed to share the profits of a business carried on by all or any of them acting for all; the persons are partners, collectively the firm, and the business name is the firm name.",
      topics: ["partnership", "definitions", "contract"],
      situations: [
        "my friend and I run a shop and split the profits; are we legally partners",
        "what makes a business a partnership firm in India",
      ],
    },
    {
      article: "5",
      heading: "Partnership not created by status",
      summary:
        "A partnership arises from contract and not from status; in particular members of a Hindu undivided family carrying on a family business are not partners in that business merely by being family members.",
      topics: ["partnership", "family"],
      situations: ["my brothers and I inherited the family business; does that make us partners", "does a joint Hindu family business count as a partnership"],
    },
    {
      article: "6",
      heading: "Mode of determining existence of partnership",
      summary:
        "Whether a group of persons is a firm, or a person is a partner, depends on the real relation between the parties shown by all relevant facts taken together; sharing profits or gross returns, or receiving a share of profits as a lender, employee, widow or seller of goodwill, does not by itself make someone a partner.",
      topics: ["partnership", "definitions"],
      situations: [
        "I lent money to a business in return for a share of profits; am I a partner",
        "an employee gets a profit bonus; does that make him a partner",
      ],
    },
    {
      article: "7",
      heading: "Partnership at will",
      summary: "Where the partnership contract does not provide for its duration or for how it ends, the partnership is a partnership at will.",
      topics: ["partnership", "termination"],
      situations: ["our partnership deed says nothing about how long it lasts", "can I walk away from a partnership with no fixed term"],
    },
    {
      article: "9",
      heading: "General duties of partners",
      summary:
        "Partners must carry on the business to the greatest common advantage, be just and faithful to each other, and render true accounts and full information of all things affecting the firm to any partner or their legal representative.",
      topics: ["partnership", "corporate-governance"],
      situations: [
        "my partner is hiding the accounts from me",
        "my business partner will not share information about the firm's finances",
      ],
    },
    {
      article: "10",
      heading: "Duty to indemnify for loss caused by fraud",
      summary: "Every partner must indemnify the firm for any loss caused to it by that partner's fraud in conducting the firm's business.",
      topics: ["partnership", "liability"],
      situations: ["my partner defrauded customers and the firm had to pay; can we recover it from him", "my partner's fraud cost the firm a lawsuit"],
    },
    {
      article: "11",
      heading: "Determination of rights and duties of partners by contract between the partners",
      summary:
        "The mutual rights and duties of partners may be fixed, and varied, by contract (express or implied from a course of dealing), and such a contract may restrict a partner from carrying on any other business while a partner despite the Contract Act's restraint-of-trade rule.",
      topics: ["partnership", "contract", "restraint-of-trade"],
      situations: ["can our partnership deed stop a partner running a side business", "how do partners change the terms between them"],
    },
    {
      article: "12",
      heading: "The conduct of the business",
      summary:
        "Subject to contract, every partner may take part in conducting the business, must attend diligently, differences on ordinary matters are decided by majority but the nature of the business needs everyone's consent, every partner may inspect and copy the books.",
      topics: ["partnership", "corporate-governance", "books-and-records"],
      situations: [
        "the other partners outvoted me on changing our line of business",
        "can I look at the firm's account books whenever I want",
      ],
    },
    {
      article: "13",
      heading: "Mutual rights and liabilities",
      summary:
        "Subject to contract, partners are not entitled to remuneration, share profits and losses equally, get interest on capital only if agreed (payable from profits), get 6% interest on advances beyond capital, and are indemnified for payments and liabilities incurred in the ordinary and proper conduct of the business or in an emergency.",
      topics: ["partnership", "payments"],
      situations: [
        "our deed says nothing about profit shares; how do we split profits",
        "I lent extra money to the firm; can I charge interest",
        "I do all the work; am I entitled to a salary from the firm",
      ],
    },
    {
      article: "16",
      heading: "Personal profits earned by partners",
      summary:
        "Subject to contract, a partner must account to the firm for any profit from transactions of the firm or from use of its property, business connection or name, and for profits from a competing business carried on by that partner.",
      topics: ["partnership", "liability"],
      situations: ["my partner secretly took a firm contract for himself", "my partner runs a rival business on the side"],
    },
    {
      article: "18",
      heading: "Partner to be agent of the firm",
      summary: "Subject to the Act, a partner is the agent of the firm for the purposes of the firm's business.",
      topics: ["partnership", "liability"],
      situations: ["my partner signed a deal without asking me; is the firm bound", "my partner ordered goods in the firm's name; must the firm pay"],
    },
    {
      article: "19",
      heading: "Implied authority of partner as agent of the firm",
      summary:
        "An act of a partner done to carry on the firm's business in the usual way binds the firm, but absent usage or custom this implied authority does not extend to things like submitting disputes to arbitration, opening a bank account in the partner's own name, settling claims, withdrawing suits, admitting liability, acquiring or transferring immovable property, or entering a partnership for the firm.",
      topics: ["partnership", "liability"],
      situations: [
        "my partner sold the firm's land without our consent",
        "can one partner agree to arbitration on behalf of the firm",
      ],
    },
    {
      article: "25",
      heading: "Liability of a partner for acts of the firm",
      summary: "Every partner is liable, jointly with all the other partners and also severally, for all acts of the firm done while they are a partner.",
      topics: ["partnership", "liability"],
      situations: [
        "the firm owes money; can the creditor come after my personal assets",
        "am I personally liable for debts my partner ran up for the firm",
      ],
    },
    {
      article: "26",
      heading: "Liability of the firm for wrongful acts of a partner",
      summary:
        "Where a partner, acting in the ordinary course of the firm's business or with the other partners' authority, causes loss or injury to a third party or incurs a penalty, the firm is liable to the same extent as the partner.",
      topics: ["partnership", "liability"],
      situations: ["my partner damaged a client's property during a job; is the firm responsible", "a partner's negligence injured a customer; who pays"],
    },
    {
      article: "28",
      heading: "Holding out",
      summary:
        "A person who by words or conduct represents themselves, or knowingly permits themselves to be represented, as a partner is liable as a partner to anyone who gave credit to the firm on the faith of that representation.",
      topics: ["partnership", "liability"],
      situations: [
        "I let the firm use my name on its letterhead but I am not a partner",
        "a lender relied on me being shown as a partner; am I liable",
      ],
    },
    {
      article: "30",
      heading: "Minors admitted to the benefits of partnership",
      summary:
        "A minor cannot be a partner but may, with all partners' consent, be admitted to the benefits of partnership; their share is liable for the firm's acts but they are not personally liable, and within six months of majority (or of learning of the admission) they must give public notice whether they elect to become a partner.",
      topics: ["partnership", "children"],
      situations: ["can my 16 year old son be made a partner in our firm", "my child turned 18 and was admitted to the firm's benefits as a minor"],
    },
    {
      article: "31",
      heading: "Introduction of a partner",
      summary:
        "Subject to contract and to the rule on minors, no person may be introduced as a partner without the consent of all existing partners, and an incoming partner is not liable for acts of the firm done before joining.",
      topics: ["partnership", "corporate-governance"],
      situations: ["my partner wants to bring in his son as a new partner without my consent", "am I liable for the firm's old debts after I join"],
    },
    {
      article: "32",
      heading: "Retirement of a partner",
      summary:
        "A partner may retire with all partners' consent, under an express agreement, or in a partnership at will by written notice; a retiring partner stays liable to third parties for acts before retirement and, until public notice of retirement is given, for later acts too.",
      topics: ["partnership", "termination", "liability"],
      situations: ["I want to leave the partnership; how do I do it", "I retired but the firm took a loan later; am I still liable"],
    },
    {
      article: "33",
      heading: "Expulsion of a partner",
      summary:
        "A partner may not be expelled by a majority of partners except in good faith under a power conferred by contract between the partners.",
      topics: ["partnership", "termination"],
      situations: ["the other partners voted to throw me out of the firm", "can partners expel someone who is not pulling their weight"],
    },
    {
      article: "39",
      heading: "Dissolution of a firm",
      summary: "Dissolution of partnership between all the partners of a firm is called the dissolution of the firm.",
      topics: ["partnership", "termination", "definitions"],
      situations: ["what is the difference between leaving a partnership and closing the firm", "how is a partnership firm formally dissolved"],
    },
    {
      article: "40",
      heading: "Dissolution by agreement",
      summary: "A firm may be dissolved with the consent of all the partners or in accordance with a contract between the partners.",
      topics: ["partnership", "termination"],
      situations: ["we all agree to close the partnership business", "can partners dissolve the firm by signing an agreement"],
    },
    {
      article: "43",
      heading: "Dissolution by notice of partnership at will",
      summary:
        "A partnership at will may be dissolved by any partner giving written notice to all the others of an intention to dissolve; the firm is dissolved from the date stated in the notice or, if none, from the date the notice is communicated.",
      topics: ["partnership", "termination", "notice"],
      situations: ["how do I end a partnership with no fixed term", "I sent my partners a notice to dissolve the firm; when does it end"],
    },
    {
      article: "44",
      heading: "Dissolution by the Court",
      summary:
        "At a partner's suit the court may dissolve a firm on grounds including a partner's unsoundness of mind, permanent incapacity, misconduct prejudicial to the business, wilful or persistent breach of the partnership agreement, transfer of a partner's whole interest, continuing losses, or any other just and equitable ground.",
      topics: ["partnership", "termination", "dispute-resolution"],
      situations: [
        "my partner keeps breaking our agreement and I want the firm dissolved",
        "the business only makes losses and my partner refuses to close it",
      ],
    },
    {
      article: "46",
      heading: "Right of partners to have business wound up after dissolution",
      summary:
        "On dissolution every partner or their representative is entitled, as against all the others, to have the firm's property applied to pay its debts and liabilities and the surplus distributed among the partners according to their rights.",
      topics: ["partnership", "winding-up"],
      situations: ["after the firm closed, my partner kept the stock and cash", "how is the firm's property divided when the partnership ends"],
    },
    {
      article: "48",
      heading: "Mode of settlement of accounts between partners",
      summary:
        "On settling accounts after dissolution, losses (including capital deficiencies) are paid first from profits, then capital, then by partners individually in profit-sharing proportions; assets go first to outside debts, then partners' advances, then capital, and any residue is divided in profit-sharing proportions.",
      topics: ["partnership", "winding-up", "accounts"],
      situations: ["in what order are debts and capital repaid when a partnership is wound up", "who bears the losses when the firm closes"],
    },
    {
      article: "55",
      heading: "Sale of goodwill after dissolution",
      summary:
        "On settlement of accounts after dissolution the goodwill is included in the assets and may be sold; a buyer may carry on the business under the firm name, and a partner selling goodwill may agree not to carry on a similar business within specified local limits for a period if the restriction is reasonable.",
      topics: ["partnership", "winding-up", "restraint-of-trade"],
      situations: ["can the buyer of our firm stop me opening a similar shop nearby", "what happens to the firm's goodwill when we close"],
    },
    {
      article: "58",
      heading: "Application for registration",
      summary:
        "A firm may be registered by sending the Registrar a prescribed statement with the fee, giving the firm name, principal place of business, other places, partners' names, addresses and joining dates, and the firm's duration, signed and verified by all partners or their agents.",
      topics: ["partnership", "registration"],
      situations: ["how do we register our partnership firm", "what details are needed to register a partnership"],
    },
    {
      article: "69",
      heading: "Effect of non-registration",
      summary:
        "An unregistered firm, or a partner suing on behalf of it, cannot sue a third party to enforce a contractual right, and a partner cannot sue the firm or other partners to enforce rights under the partnership contract unless the firm is registered and the plaintiff is shown as a partner; suits for dissolution, accounts after dissolution and realising a dissolved firm's property are not barred.",
      topics: ["partnership", "registration", "enforceability"],
      situations: [
        "our partnership is not registered and a customer will not pay; can we sue",
        "can I sue my partner over profits if our firm was never registered",
      ],
    },
  ],
};
