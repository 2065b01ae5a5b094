/**
 * Positive detection of CUAD categories from what each category means (CUAD's category definitions), beside the learned
 * detector (clause-model.ts). The detector learned the development contracts' wording and misses the same rights in
 * other drafting: English, Indian and Singaporean styles, passive voice, no heading or a misleading one ("the licence
 * in clause 3 extends to each member of the Customer's Group", "shall stand transferred to and vest in the Client").
 * Each rule names the legal substance of the category: who does what, on which trigger. A rule reads one sentence at a
 * time, so that the parts it needs belong together; what it adds still passes the checks in confirm.ts.
 */

/** A length of time: "twelve (12) months", "90 days", "one year". */
const DURATION = String.raw`\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|twenty-four|thirty|forty-five|sixty|ninety|one\s+hundred\s+(?:and\s+)?(?:twenty|eighty))\s*(?:\([\w-]+\)\s*)?(?:calendar\s+|business\s+)?(?:days?|months?|years?|weeks?)(?:'|’)?s?\b`;
const DURATION_RE = new RegExp(DURATION, "i");

/** Words that deny: a sentence carrying them does not grant what it names ("nothing … grants any licence"). */
const DENIES = /\b(?:not|no|nothing|neither|nor|never|without)\b/i;

/** The grantee's group: affiliates, subsidiaries, group companies, related corporations, a holding company. */
const GROUP = String.raw`(?:affiliates?|affiliated\s+compan(?:y|ies)|subsidiar(?:y|ies)|group(?:\s+compan(?:y|ies))?|related\s+corporations?|holding\s+compan(?:y|ies))`;

/**
 * What one party makes, said to belong to the other: "All work product created by the Employee … shall belong to the
 * Company". Unlike a bare "shall belong to", naming a different maker makes it a transfer.
 */
const MADE_BY_THEN_OWNED = new RegExp(
  String.raw`\b(?:work\s+product|inventions?|deliverables|works?(?:\s+of\s+authorship)?|developments|materials|results)\b[^.]{0,200}?\b(?:created|made|developed|conceived|produced|authored|written|prepared)\s+by\s+(?:the\s+)?([A-Z][\w-]*)[^.]{0,200}?\b(?:shall|will)\s+(?:belong\s+to|be\s+owned\s+by|be\s+the\s+(?:sole\s+|exclusive\s+|absolute\s+)*property\s+of)\s+(?:the\s+)?([A-Z][\w-]*)`,
);

function madeByOneOwnedByAnother(text: string): boolean {
  const m = MADE_BY_THEN_OWNED.exec(text);
  return m !== null && m[1].toLowerCase() !== m[2].toLowerCase();
}

/**
 * Intellectual property named, then passed: "All intellectual property rights in X … shall vest in / pass to / become the
 * property of". Not "shall belong to" or "be owned by": on their own those more often keep rights where they are.
 */
const IP_PASSES =
  /\b(?:intellectual\s+property(?:\s+rights)?|copyrights?|all\s+right,?\s+title\s+and\s+interest)\b[^.]{0,200}?\b(?:shall|will)\s+(?:(?:automatically|immediately)\s+)?(?:vest|pass|become\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?)?property)\b/i;


type Rule = (sentence: string) => boolean;

/**
 * One rule per category; each reads a sentence. The patterns name the substance, not a drafting habit, so they hold
 * across the styles the detector was not trained on.
 */
const RULES: Record<string, Rule> = {
  // CUAD: "the date when the contract is effective". The contract itself is said to come into force, take effect or
  // commence.
  effective_date: (s) =>
    /\b(?:this|the)\s+(?:agreement|contract|deed|licen[cs]e|lease|mou|memorandum)\b[^.;]{0,60}?\b(?:comes?\s+into\s+(?:force|effect)|(?:shall|will)\s+(?:come\s+into\s+(?:force|effect)|take\s+effect|commence|become\s+effective)|(?:deemed\s+to\s+)?ha(?:ve|s)\s+(?:taken|come\s+into)\s+effect|(?:is|be)\s+effective\s+(?:as\s+of|from|on))\b(?!\s+(?:on|from|as\s+of)\s+the\s+(?:effective|commencement|start)\s+date)[^.;]{0,80}?(?:\b(?:19|20)\d{2}\b|\bsign\w*|\bexecut\w*|\bapproval\b|\bcountersign\w*)/i.test(s),

  // CUAD: "the renewal term after the initial term expires", automatic or by one side's option.
  renewal_term: (s) =>
    /\b(?:renew(?:s|ed)?|extend(?:s|ed)?|continue)\b[^.;]{0,40}\bfor\s+(?:an?\s+)?(?:successive|further|additional|consecutive|another|subsequent)\b|\bstand\s+renewed\b|\bmonth[- ]to[- ]month\b|\byear[- ]to[- ]year\b|\boption\s+to\s+(?:renew|extend)\b/i.test(s),
  // CUAD: "the notice period required to terminate renewal": a notice given a stated time before the term ends, to stop
  // the contract renewing.
  notice_period_to_terminate_renewal: (s) =>
    /\bnon-?renewal\b|\bnot\s+(?:to\s+)?(?:wish\s+to\s+|desire\s+(?:the\s+)?|elect\s+to\s+)?renew|\b(?:cancel|terminat|prevent)\w*\s+(?:the\s+)?(?:renewal|automatic)|\bnotice\s+to\s+the\s+contrary\b|\bunless\b[^.;]{0,80}\bnotice\s+of\s+(?:termination|non-?renewal)\b[^.;]{0,200}\b(?:renew|extended)/i.test(s) &&
    /\b(?:notice|notif\w+|intimat\w+)\b/i.test(s) &&
    (DURATION_RE.test(s) || /\bone\s+month(?:'|’)?s?\b/i.test(s)) &&
    /\b(?:before|prior\s+to|preceding|in\s+advance)\b/i.test(s),
  // CUAD: "which state/country's law governs the interpretation of the contract". A law named as the one the contract is
  // read under, not "applicable laws" a party complies with.
  governing_law: (s) => /\b(?:[Gg]overn\w*|[Cc]onstru\w*|[Ii]nterpret\w*|determined)\b[^.;]{0,120}?\b(?:laws?\s+of\s+(?:the\s+)?[A-Z]|[A-Z][a-z]+\s+law\b)/.test(s),
  // CUAD: "an exception or carve-out to a non-compete, exclusivity or no-solicit of customers": the restriction is named
  // and said not to apply, not to restrict, or to exclude something.
  competitive_restriction_exception: (s) =>
    /\b(?:exclusiv\w*|non-?\s?compet\w*|restrictive\s+covenants?|non-?\s?solicit\w*|restrictions?\s+(?:in|of|under)\s+(?:clause|section|article|paragraph)|compet(?:e|es|ing|ition|itive|itors?)\b)/i.test(s) &&
    /\bshall\s+not\s+(?:restrict|prevent|prohibit|preclude|be\s+(?:a\s+|deemed\s+a\s+)?breach|apply\s+to\s+(?:sales|supplies|products|customers|any\s+customer|the\s+(?:hiring|solicitation|acquisition|ownership)))\b|\bexcluded\s+from\s+the\s+(?:non|exclusiv|restrict)|\bdespite\s+the\s+exclusiv/i.test(s) &&
    !/\bconfidential/i.test(s),
  // CUAD: "a restriction on the ability of a party to compete with the counterparty or operate in a certain business":
  // a promise not to carry on, set up or invest in a business like or competing with the other's.
  // Or, for a time after the employment or contract ends, a promise not to join, work for or start a business of a
  // field the clause names ("For 24 months after the end of employment, the Employee shall not join … any business
  // engaged in digital lending"): a restraint after the relationship, whatever the field is called.
  non_compete: (s) =>
    (/\b(?:shall|will|may)\s+not\b[^.;]{0,200}?\b(?:business|venture|undertaking|activit(?:y|ies)|products?|goods)\b[^.;]{0,40}?\b(?:similar\s+to|compet\w+|substitut\w+|in\s+competition)/i.test(s) ||
      (/\b(?:after|following|from)\s+(?:the\s+)?(?:end|termination|cessation|expiry|expiration)\s+of\s+(?:(?:his|her|their|its|the\s+\w+['’]s)\s+)?(?:employment|engagement|appointment|this\s+agreement)\b|\bpost-?(?:employment|termination)\b/i.test(s) &&
        /\b(?:shall|will|may)\s+not\b[^.;]{0,120}?\b(?:join|be\s+(?:engaged|employed|interested|concerned)|carry\s+on|engage\s+in|start|set\s+up|establish|work\s+for|provide\s+services\s+to)\b[^.;]{0,80}?\b(?:business|venture|undertaking|entity|company|firm)\b/i.test(s))) &&
    !/\bdisclos|\bconfidential\s+information\b/i.test(s),
  // CUAD: "an exclusive dealing commitment": buying all requirements from one party, appointing no other, dealing with
  // no third party, obtaining only from one source.
  exclusivity: (s) =>
    (/\b(?:all|100\s?%|one\s+hundred\s+percent(?:\s+\(100%\))?|entire)\s+(?:\w+\s+){0,2}(?:of\s+)?(?:its|their|the\s+\w+(?:'|’)s|\w+(?:'|’)s)\s+requirements\b/i.test(s) && /\b(?:purchas|buy|obtain|procure|source|order)\w*/i.test(s)) ||
    /\b(?:obtain|purchase|buy|procure|source)\w*\b[^.;]{0,80}?\bsolely\s+from\b|\bappoint\w*\b[^.;]{0,60}?\b(?:sole|exclusive)\s+(?:selling\s+)?(?:distributor|agent|supplier|reseller|representative)\b|\bshall\s+not\s+(?:collaborate|partner|appoint\s+any\s+other)\b[^.;]{0,80}\b(?:third\s+part|other\s+person)/i.test(s),

  // CUAD: "a requirement on a party not to disparage the counterparty": derogatory, critical or reputation-damaging
  // statements, forbidden.
  non_disparagement: (s) =>
    /\b(?:disparag\w*|denigrat\w*|(?:derogatory|critical|negative|defamatory)\s+(?:\w+\s+){0,3}(?:remarks?|statements?|comments?)|into\s+disrepute|injurious\s+to\s+the\s+reputation|speak\w*\s+(?:\w+\s+)?unfavou?rably)\b/i.test(s) && DENIES.test(s),

  // CUAD: "a right of first refusal, first offer or first negotiation": an asset, right or appointment offered to the
  // holder first, or a third party's offer the holder may match.
  rofr_rofo_rofn: (s) =>
    /\bfirst\s+offer\s+(?:them|it|such|the\s+same)\b[^.;]{0,60}\bto\b|\b(?:first|prior)\s+(?:opportunity|option)\s+to\s+(?:be\s+(?:so\s+)?appointed|purchase|acquire|buy|licen[cs]e|negotiate|distribute|market)|\bright\s+to\s+match\b|\bpre-?emption\s+rights?\b|\bmatch\s+(?:any|the)\s+(?:bona\s+fide\s+)?(?:third[- ]party\s+)?offer|\b(?:before|prior\s+to)\s+(?:entering\s+into|commencing)\s+(?:discussions|negotiations)\b[^.;]{0,160}\bnegotiate\b/i.test(s),
  // CUAD: "a right to terminate, or consent or notice required, if a party undergoes a change of control, merger, sale
  // of (substantially) all assets, or assignment by operation of law".
  change_of_control: (s) =>
    /\bchange\s+(?:of|in)\s+(?:control|(?:the\s+)?(?:ownership|shareholding))|\bcontrolling\s+interest\b|\bmajority\s+of\s+the\s+(?:voting|outstanding|issued)|\bsubstantially\s+all\s+of\s+(?:its|the)\s+(?:assets|business)|\bmerge\s+(?:or\s+consolidate\s+)?with\b|\b(?:holding|hold)\s+less\s+than\s+\d+\s?%/i.test(s) &&
    (/\bterminat\w*|\bdeemed\s+(?:an?\s+)?assign/i.test(s) || (/\bnotif\w*|\bnotice\b/i.test(s) && !/\bassign/i.test(s))) &&
    !/\bemployment\b|\bsalary|\bseverance|\bsurviv/i.test(s),
  // CUAD: "one party is required to share revenue or profit with the counterparty": a percentage of revenue, sales or
  // profit, a commission, an amount for each unit sold, revenue split between them.
  revenue_profit_sharing: (s) =>
    /(?:\d+(?:\.\d+)?\s*(?:%|per\s*cent|percent)|per\s+cent)[^.;]{0,80}?\b(?:revenues?|sales|profits?|receipts|proceeds|invoiced\s+value|turnover|income|billings)\b|\bcommission\s+(?:of|equal\s+to|at\s+the\s+rate\s+of)\s+(?:\w+\s+){0,2}(?:\d|per\s*cent|percent)|\b(?:for\s+each|per)\s+(?:unit|copy|item|subscriber|licen[cs]e)\b[^.;]{0,120}?\b(?:pay|paid|remit)|\b(?:revenues?|profits?|proceeds)\b[^.;]{0,80}?\b(?:split|divided|shared)\b/i.test(s),
  // CUAD: "a minimum order size or minimum amount or units per time period that one party must buy": a floor on what is
  // bought or paid for, whatever is used.
  minimum_commitment: (s) =>
    /\bminimum\s+(?:\w+\s+){0,2}(?:fee|purchase|order|orders|quantity|quantities|volume|value|commitment|payment)\b|\b(?:purchase|order|buy|lift|take|place)\w*\b[^.;]{0,60}?\b(?:not\s+less\s+than|at\s+least|no\s+fewer\s+than|a\s+minimum\s+(?:aggregate\s+)?(?:quantity\s+)?of)\s+[$£€S]*[\d,]+|\b(?:at\s+least|not\s+less\s+than)\b[^.;]{0,60}\b(?:shall|must|will)\s+be\s+(?:ordered|purchased|submitted|placed|bought)|\bnevertheless\s+pay\b|\btake[- ]or[- ]pay\b/i.test(s) &&
    !/\bnon-?binding\b|\b(?:not|no)\b[^.;]{0,40}\bminimum\b|\bshares\b|\bstock\b|\bsecurities\b/i.test(s),
  // CUAD: "a fee increase or consent requirement if one party's use exceeds a threshold": a stated quantity, then more
  // only for an added fee or with consent.
  volume_restriction: (s) =>
    /\b(?:more\s+than|in\s+excess\s+of|exceed\w*|beyond|above)\b[^.;]{0,40}?\d[\d,.]*\s*(?:%|per\s*cent)?\s*(?:\(\w+\)\s*)?(?:of\s+the\s+(?:\w+\s+){0,3}forecast|(?:\w+\s+)?(?:users?|seats?|calls?|transactions?|copies|units?|terabytes?|gigabytes?|tb|gb|mbps|gbps|licen[cs]es|devices?|subscribers?|accounts?|requests?|messages?|permitted))\b/i.test(s) &&
    /\b(?:additional|further|excess|overage|extra)\s+(?:\w+\s+)?(?:fee|fees|charge|charges|licen[cs]es|storage)\b|\bconsent\b|\bapproval\b|\bacceptance\b|\bcharged\s+at\b|\bbilled\s+at\b/i.test(s) &&
    !/\bliabilit|\bexpenses?\b|\bcredit\b|\bper\s+hour\b/i.test(s),
  // CUAD: "intellectual property created by one party becomes the property of the counterparty": rights in what is made
  // transferred to, or vested in, the other.
  // Ownership passing by "shall vest in" or "shall pass to" after the rights are named, and what one party makes said to
  // belong to the other: the model's features look for the verb first.
  ip_ownership_assignment: (s) =>
    /\b(?:copyright|patents?|intellectual\s+property|inventions?|title\s+to)\b[^.;]{0,160}?\b(?:stand\s+transferred|(?:shall|will)\s+be\s+(?:transferred|assigned)\s+to|(?:is|are)\s+hereby\s+(?:transferred|assigned)\s+to)\b/i.test(s) ||
    IP_PASSES.test(s) ||
    madeByOneOwnedByAnother(s),
  // CUAD: "joint or shared ownership of intellectual property between the parties".
  joint_ip_ownership: (s) =>
    /\bjoint(?:ly)?\s+(?:own\w*|property)\b|\bco-?own\w*\b|\bin\s+equal\s+shares\b|\btenants\s+in\s+common\b|\bundivided\s+(?:\w+\s+)?interest\b/i.test(s) &&
    /\b(?:intellectual\s+property|inventions?|patents?|copyright|results|data(?:set)?|know-how|technology|works?|improvements?|materials|foreground|developments?)\b/i.test(s),
  // CUAD: "a license granted by one party to its counterparty": a right to use, access or exploit something granted,
  // licensed, authorised or permitted.
  license_grant: (s) =>
    /\b(?:hereby\s+(?:grants?|licen[cs]es|permits|authori[sz]es)|grants?\s+(?:to\s+)?(?:the\s+)?[A-Z]\w*|(?:is|are)\s+(?:hereby\s+)?(?:granted|licen[cs]ed|authori[sz]ed)|permits\s+(?:the\s+)?[A-Z]\w*)\b[^.;]{0,100}?\bto\s+(?:access|use|reproduce|copy|make|sell|distribute|display|exploit|market|import)\b/.test(s) &&
    !/\b(?:not|nothing|no|neither)\b[^.;]{0,40}\b(?:grants?|granted|granting|licen[cs]e[sd]?|licen[cs]ing|permit\w*|authori[sz]ed)\b|\bmeans\b|\b(?:right|power|authority)\s+to\s+grant\b/i.test(s),
  // CUAD: "a limit on the ability of a party to transfer the license being granted": the licence or granted rights may
  // not be assigned, transferred, sublicensed or conveyed, or are personal.
  non_transferable_license: (s) =>
    /\b(?:sub-?)?licen[cs]es?\b|\brights?\s+(?:granted\s+(?:under|in)\s+(?:section|clause|article)|to\s+use)\b/i.test(s) &&
    /\b(?:shall|will|may|must)\s+not\b[^.;]{0,80}?\b(?:assign|transfer|sub-?licen[cs]e|convey|sell|grant\s+any\s+sub-?licen[cs]e)(?:d|s)?\b|\bnot\s+be\s+(?:sold|assigned|transferred|conveyed|sub-?licen[cs]ed)\b|\bnot\s+(?:capable\s+of\s+(?:assignment|transfer)|assignable|transferable)\b|\bnon-?\s?(?:transferable|assignable|sublicensable)\b|\bpersonal\s+to\b/i.test(s),
  // CUAD: "a license grant to a licensee and the affiliates of such licensee": the grant or permission reaches the
  // licensee's group.
  affiliate_license_licensee: (s) =>
    (new RegExp(String.raw`\bgrant\w*\b[^.;]{0,80}?\bto\s+(?:the\s+)?(?:\w+\s+and\s+)?(?:its|their)\s+${GROUP}`, "i").test(s) ||
      new RegExp(String.raw`\blicen[cs]e\b[^.;]{0,60}?\bextends?\s+to\s+(?:each\s+(?:member\s+of\s+)?)?(?:(?:the\s+)?\w+(?:'|’)s\s+|its\s+|their\s+)${GROUP}`, "i").test(s) ||
      new RegExp(String.raw`\bpermit\w*\s+(?:its|their)\s+(?:holding\s+company\s+and\s+)?${GROUP}\s+to\s+use\b`, "i").test(s) ||
      new RegExp(String.raw`\bsub-?licen[cs]e\s+(?:the\s+)?(?:rights?|licen[cs]es?)\b[^.;]{0,80}?\bto\s+(?:its|their)\s+${GROUP}`, "i").test(s) ||
      new RegExp(String.raw`\b(?:its|their)\s+${GROUP}\s+(?:are|is|shall\s+be|may)\s+(?:licen[cs]ed|permitted|entitled|authori[sz]ed)\s+to\s+use`, "i").test(s) ||
      new RegExp(String.raw`\buse\b[^.;]{0,60}\bby\s+the\s+${GROUP}[^.;]{0,40}\bis\s+permitted`, "i").test(s)) &&
    !/\b(?:shall|will|may)\s+not\b/i.test(s),
  // CUAD: "a license grant that is irrevocable or perpetual".
  irrevocable_or_perpetual_license: (s) =>
    /\blicen[cs]\w*|\bright\s+to\s+use\b/i.test(s) &&
    /\bin\s+perpetuity\b|\bperpetual\b|\birrevocabl\w*|\bcannot\s+be\s+(?:withdrawn|revoked)\b|\b(?:shall|will)\s+not\s+be\s+revoked\b/i.test(s),
  // CUAD: "obligations after the termination or expiration of a contract: transition, payment, transfer, wind-down,
  // last-buy or similar".
  post_termination_services: (s) =>
    /\b(?:on|upon|after|following)\s+(?:the\s+)?(?:expiry|expiration|termination)\b/i.test(s) &&
    /\b(?:hand\s?over|transition\w*|co-?operat\w*|continue\s+to\s+provide|remaining\s+inventory|sell\s+off|wind[- ]?down|final\s+order|last[- ]time|maintenance\s+and\s+support)\b/i.test(s),

  // CUAD: "a right to audit the books, records or physical locations of the counterparty".
  audit_rights: (s) =>
    /\b(?:books|records|accounts|registers|premises|facilities)\b[^.;]{0,80}?\b(?:open\s+to\s+(?:examination|inspection)|examin\w+|inspect\w*|audit\w*)\b|\b(?:audit|inspect|examine)\w*\b[^.;]{0,80}?\b(?:books|records|accounts|registers|premises|facilities)\b/i.test(s) &&
    /\b(?:may|shall|will|right|entitled|permit\w*|allow\w*|open)\b/i.test(s) &&
    !/\bsecure\s+location\b/i.test(s),
  // CUAD: "a party's liability uncapped upon breach, including for a particular type of breach": the cap said not to
  // apply, liability said unlimited, or nothing limiting it.
  uncapped_liability: (s) =>
    (/\b(?:cap|limitations?|limits?|exclusions?\s+(?:of|and\s+limitations\s+of)\s+liabilit\w*)\b[^.;]{0,100}?\bshall\s+not\s+apply\b/i.test(s) && /\bliabilit|\bdamages\b|\bindemnif|\bnegligence|\bmisconduct|\bfraud|\binfring|\bbreach/i.test(s) && !/\bcode\b/i.test(s)) ||
    /\bnot\s+(?:be\s+)?subject\s+to\s+(?:the|any)\s+(?:\w+\s+){0,3}(?:cap|limitation)|\bnothing\s+in\s+this\s+(?:agreement|contract)\s+(?:shall\s+)?(?:limits?|excludes?|restricts?)\b[^.;]{0,30}\bliabilit|\bliabilit\w*[^.;]{0,100}?\b(?:shall\s+be|is)\s+unlimited\b|\bunlimited\s+liabilit/i.test(s),
  // CUAD: "liquidated damages for breach, or a fee upon termination".
  // Also a sum fixed in advance that a party must pay if it breaches ("If the Employee breaches this clause, she shall pay
  // the Company an amount equal to twelve months of her salary").
  liquidated_damages: (s) =>
    /\b(?:if|in\s+the\s+event\s+(?:that|of))\b[^.;]{0,80}?\b(?:breach\w*|default\w*|violat\w*|contraven\w*)\b[^.;]{0,80}?\b(?:shall|will|must)\s+(?:\w+\s+)?pay\b[^.;]{0,60}?\b(?:an?\s+)?(?:amount|sum)\s+(?:equal\s+to|of)\b/i.test(s) ||
    /\bliquidated\s+damages\b|\bgenuine\s+pre-?estimate\b|\bagreed\s+damages\b|\b(?:early\s+)?termination\s+fee\b|\bbreak(?:-?up)?\s+fee\b|\bfor\s+each\s+(?:complete\s+)?(?:day|week|month)\s+of\s+delay\b|\bper\s+(?:day|week)\s+of\s+delay\b/i.test(s),
  // CUAD: "the duration of any warranty against defects or errors": a warranty, guarantee or duty to fix defects, for a
  // stated time after delivery, installation, completion or handover.
  warranty_duration: (s) =>
    /\b(?:warrant\w*|guarant\w*|defects?|defective|perform\s+substantially)\b/i.test(s) &&
    DURATION_RE.test(s) &&
    /\b(?:from|after|following|commencing)\s+(?:the\s+date\s+of\s+)?(?:\w+\s+)?(?:delivery|installation|acceptance|completion|commissioning|handover|supply|shipment|final\s+completion)\b(?!\s+of\s+(?:a\s+|the\s+|any\s+)?(?:written\s+)?notice)|\bwarranty\s+period\s+(?:for|of|is|shall\s+be)\b/i.test(s),
  // CUAD: "insurance that must be maintained by one party for the benefit of the counterparty".
  insurance: (s) =>
    /\b(?:maintain|carry|carried|take\s+out|keep|procure)\w*\b[^.;]{0,120}?(?:\binsurance\b|\binsured\b|\b(?:liability|indemnity|compensation|risks?)\s+cover(?:age)?\b|\bcoverage\b)|(?:\binsurance\b|\bcoverage\b)[^.;]{0,100}?\b(?:shall|will|must)\s+be\s+(?:maintained|carried|taken\s+out|kept|procured)\b/i.test(s),
  // CUAD: "a party restricted from contesting the validity of the counterparty's ownership of IP or otherwise bringing a
  // claim against it": a promise not to challenge, question or sue.
  covenant_not_to_sue: (s) =>
    (/\b(?:(?:shall|will|may|must)\s+not|(?:undertakes?|agrees?|covenants?)\s+not\s+to|never)\b[^.;]{0,80}?\b(?:contest|challeng|question|dispute|attack|oppos|impugn)\w*\b[^.;]{0,80}?\b(?:validity|ownership|title|rights?)\b|\bcovenants?\s+not\s+to\s+(?:sue|assert|bring)\b|\bnot\s+to\s+(?:sue|commence|institute|bring|assert)\b[^.;]{0,80}?\b(?:proceedings?|actions?|claims?|suits?)\b|\bno\s+(?:action|suit|claim|proceeding)s?\b[^.;]{0,60}?\bshall\s+be\s+(?:instituted|brought|commenced)\b[^.;]{0,80}\bchalleng/i.test(s)),
};

/** Sentence ends: a full stop or semicolon before a capital or an opening bracket. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.;])\s+(?=[A-Z("“])/);
}

/**
 * Clauses that speak of a category's words for another purpose, read as a whole (the sentence a rule matches may be
 * one limb of them): a forum clause's "shall not contest the venue", a representation that no one has challenged a
 * party's rights.
 */
const OTHER_PURPOSE: Record<string, RegExp> = {
  covenant_not_to_sue: /\bjurisdiction\b|\bvenue\b|\bforum\b|\bhas\s+not\s+received\b|\bto\s+the\s+knowledge\b|\brepresents?\b|\bwarrants?\b/i,
};

/** The CUAD categories whose meaning one of the clause's sentences carries. */
export function categoriesByMeaning(text: string): string[] {
  const parts = sentences(text);
  return Object.entries(RULES)
    .filter(([id, rule]) => parts.some(rule) && !OTHER_PURPOSE[id]?.test(text))
    .map(([id]) => id);
}
