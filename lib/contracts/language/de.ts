import { BLANK, type ClauseSpec, type DraftContext, type Party } from "../types";
import { given, type NativeDrafting, type NativeType } from "./drafting";
import { durationShape } from "./format";
import { CHOICE_LABELS, TERM_LABELS } from "./labels";

/**
 * The German drafting profile: preamble („zwischen … – nachfolgend „Auftraggeber“ –“), „§ n“ clauses with
 * Absätze (1), (2) …, and the boilerplate of a German precedent shaped by the AGB rules (BGB §§ 305–310): liability
 * unlimited for intent, gross negligence and injury to life, body or health (§§ 276(3), 309 Nr. 7), slight
 * negligence only for essential obligations and foreseeable typical loss (§ 307(2) Nr. 2), statute filling the gap
 * of a failed clause (§ 306(2)), notices effective on receipt (§ 130), text form (§ 126b).
 */


/** A period as format.ts writes it (nominative) in the dative: „zwei Jahre“ → „zwei Jahren“, „ein Monat“ → „einem Monat“. */
export function dativ(period: string): string {
  // A modifier or renewal after the period („sechs Monate zum Monatsende“) leaves the period's case to be set.
  return period.replace(/^ein (Tag|Monat|Jahr|Werktag|Arbeitstag)(?=$| zum | \()/, "einem $1").replace(/^eine Woche(?=$| zum | \()/, "einer Woche").replace(/(Tage|Monate|Jahre|Werktage|Arbeitstage)(?=$| zum | \()/, "$1n");
}

/** …and in the accusative: „ein Monat“ → „einen Monat“. */
export function akkusativ(period: string): string {
  return period.replace(/^ein (Tag|Monat|Werktag|Arbeitstag)$/, "einen $1");
}


/** Notice as a period („mit einer Frist von drei Monaten“) or by a rule it refers to („mit der Kündigungsfrist gemäß Tarifvertrag“). */
export function mitFrist(notice: string): string {
  return durationShape(notice, "de") === "reference" ? `mit der Kündigungsfrist ${notice}` : `mit einer Frist von ${dativ(notice)}`;
}

function partyBlock(name: string, role: string, address: string | undefined, person: boolean): string {
  const where = person ? `wohnhaft ${address ?? BLANK}` : `mit Sitz in ${address ?? BLANK}, vertreten durch ${BLANK}`;
  return `${name}, ${where},\n– nachfolgend „${role}“ genannt –`;
}

export const germanDrafting = (type: NativeType): NativeDrafting => ({
  language: "de",
  type,
  preamble(ctx) {
    const a = partyBlock(ctx.a.name, ctx.a.role, ctx.optional("party_a_address"), !ctx.a.entity);
    const b = partyBlock(ctx.b.name, ctx.b.role, ctx.optional("party_b_address"), !ctx.b.entity);
    const both = ctx.a.role === ctx.b.role ? "– beide nachfolgend einzeln „Partei“ und gemeinsam „Parteien“ genannt –" : `– ${ctx.a.role} und ${ctx.b.role} nachfolgend einzeln auch „Partei“ und gemeinsam „Parteien“ genannt –`;
    return `zwischen\n\n${a}\n\nund\n\n${b}\n\n${both}`;
  },
  operativeWords: (hasRecitals) => (hasRecitals ? "Dies vorausgeschickt, vereinbaren die Parteien Folgendes:" : "Die Parteien vereinbaren Folgendes:"),
  signatureBlocks(ctx) {
    const block = ({ name, role, entity }: Party) => `Ort, Datum: ____________________\n\n____________________\n${name}\n(${role})${entity ? `\nName: ${BLANK}, Funktion: ${BLANK}` : ""}`;
    if (type.notarial) {
      // The parties sign the notary's Niederschrift, to which the agreement is annexed, not the agreement itself.
      const appearing = ({ name, role, entity }: Party) => (entity ? `Für ${name} (${role}) erschienen: ${BLANK}, aufgrund ${BLANK}` : `${name} (${role}), erschienen persönlich oder vertreten durch ${BLANK}`);
      return [
        "Diese Vereinbarung wird nicht privatschriftlich unterzeichnet, sondern notariell beurkundet: Sie ist der Niederschrift als Anlage beigefügt, die den Parteien in Gegenwart des Notars vorgelesen, von ihnen genehmigt und eigenhändig unterschrieben wird.",
        `Notar: ${BLANK}, Amtssitz: ${BLANK}\nUrkundenrolle Nr.: ${BLANK}\nOrt und Tag der Beurkundung: ${BLANK}`,
        appearing(ctx.a),
        appearing(ctx.b),
      ].join("\n\n");
    }
    return `${block(ctx.a)}\n\n${block(ctx.b)}`;
  },
  specialTerms: { heading: "Sonstige Vereinbarungen", line: (name, value) => `${TERM_LABELS.de[name] ?? `„${name}“`}: ${CHOICE_LABELS.de[value] ?? value}`.replace(/([^.])$/, "$1.") },
  subClause: (_n, i, text) => `(${i}) ${text}`,
});

const clause = (heading: string, body: ClauseSpec["body"]): ClauseSpec => ({ heading, body });

/** § 309 Nr. 7, § 307(2) Nr. 2, § 276(3) BGB, ProdHaftG § 14; the cap as the parties' estimate of the typical loss. */
export const haftung = clause("Haftung", (ctx) => {
  const cap = ctx.optional("liability_cap");
  return [
    `Die Parteien haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz, bei arglistigem Verschweigen eines Mangels sowie im Umfang einer übernommenen Garantie.`,
    `Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist die Haftung auf den vertragstypischen, bei Vertragsschluss vorhersehbaren Schaden begrenzt${cap ? `; die Parteien gehen davon aus, dass dieser Schaden ${cap} je Vertragsjahr nicht übersteigt` : ""}. Wesentliche Vertragspflichten sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung dieses Vertrags überhaupt erst ermöglicht und auf deren Einhaltung die andere Partei regelmäßig vertrauen darf.`,
    `Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.`,
    `Die vorstehenden Beschränkungen gelten auch zugunsten der gesetzlichen Vertreter, Mitarbeiter und Erfüllungsgehilfen der Parteien. Sie tragen ${ctx.cite("de-bgb", "309", "§ 309 Nr. 7 BGB")} und ${ctx.cite("de-bgb", "307", "§ 307 Abs. 2 Nr. 2 BGB")} Rechnung; die Haftung für Vorsatz ist auch im Übrigen nicht im Voraus ausgeschlossen (${ctx.cite("de-bgb", "276", "§ 276 Abs. 3 BGB")}).`,
  ];
});

export const vertraulichkeit = clause("Vertraulichkeit", (ctx) => [
  `Die Parteien verpflichten sich, alle ihnen im Zusammenhang mit diesem Vertrag bekannt werdenden vertraulichen Informationen der anderen Partei, insbesondere Geschäftsgeheimnisse im Sinne von § 2 Nr. 1 des Gesetzes zum Schutz von Geschäftsgeheimnissen (GeschGehG), geheim zu halten, durch angemessene Geheimhaltungsmaßnahmen zu schützen und nur zur Durchführung dieses Vertrags zu verwenden.`,
  `Dies gilt nicht für Informationen, die allgemein bekannt sind oder ohne Verstoß gegen diesen Vertrag allgemein bekannt werden, die der empfangenden Partei bereits rechtmäßig bekannt waren oder von einem Dritten rechtmäßig und ohne Geheimhaltungspflicht mitgeteilt werden, oder deren Offenlegung gesetzlich, gerichtlich oder behördlich angeordnet ist.`,
  `Die Geheimhaltungspflicht besteht nach Beendigung dieses Vertrags für ${akkusativ(given(ctx, "confidentiality_period", "drei Jahre"))} fort.`,
]);

export const datenschutz = clause("Datenschutz", (ctx) => {
  if (ctx.features.employment) {
    return `Der Arbeitgeber verarbeitet personenbezogene Daten des Arbeitnehmers nach den Vorschriften der Datenschutz-Grundverordnung (DSGVO) und des Bundesdatenschutzgesetzes (BDSG), soweit dies für die Durchführung des Arbeitsverhältnisses erforderlich ist. Der Arbeitnehmer erhält die Informationen nach Art. 13 DSGVO gesondert.`;
  }
  if (ctx.features.dataProcessing) {
    return [
      `Soweit der ${ctx.a.role} im Auftrag des ${ctx.b.role}s personenbezogene Daten verarbeitet, handelt er als Auftragsverarbeiter. Die Parteien schließen hierzu vor Beginn der Verarbeitung eine Vereinbarung zur Auftragsverarbeitung nach Art. 28 Abs. 3 DSGVO, die diesem Vertrag als Anlage beigefügt wird.`,
      `Im Übrigen beachten beide Parteien die Datenschutz-Grundverordnung (DSGVO) und das Bundesdatenschutzgesetz (BDSG).`,
    ];
  }
  return `Die Parteien beachten bei der Durchführung dieses Vertrags die Datenschutz-Grundverordnung (DSGVO) und das Bundesdatenschutzgesetz (BDSG). Soweit eine Partei personenbezogene Daten im Auftrag der anderen verarbeitet, schließen die Parteien vor Beginn der Verarbeitung eine Vereinbarung zur Auftragsverarbeitung nach Art. 28 Abs. 3 DSGVO.`;
});

export const hoehereGewalt = clause("Höhere Gewalt", () => [
  `Keine Partei haftet für die Nichterfüllung oder verspätete Erfüllung ihrer Pflichten, soweit diese auf Ereignissen höherer Gewalt beruht, insbesondere auf Naturkatastrophen, Krieg, Terrorakten, Epidemien, behördlichen Anordnungen oder Arbeitskämpfen in Drittbetrieben, die sie nicht zu vertreten hat.`,
  `Die betroffene Partei unterrichtet die andere unverzüglich in Textform über Beginn und voraussichtliche Dauer des Ereignisses. Dauert das Ereignis länger als drei Monate an, kann jede Partei diesen Vertrag mit sofortiger Wirkung kündigen.`,
]);

export const mitteilungen = clause("Mitteilungen", (ctx) => [
  `Erklärungen nach diesem Vertrag bedürfen mindestens der Textform (${ctx.cite("de-bgb", "126b", "§ 126b BGB")}) und sind an die im Rubrum genannte oder eine später in Textform mitgeteilte Anschrift zu richten. Kündigungen bedürfen der Schriftform (§ 126 BGB); sie sind im Original mit eigenhändiger Unterschrift zuzustellen.`,
  `Erklärungen werden mit ihrem Zugang beim Empfänger wirksam (${ctx.cite("de-bgb", "130", "§ 130 BGB")}). Eine E-Mail, die außerhalb der üblichen Geschäftszeiten eingeht, gilt als am nächsten Werktag zugegangen.`,
]);

export const abtretung = clause("Abtretung", (ctx) =>
  ctx.features.b2bPayment
    ? `Keine Partei darf Rechte und Pflichten aus diesem Vertrag ohne vorherige Zustimmung der anderen Partei in Textform auf Dritte übertragen; die Zustimmung darf nicht unbillig verweigert werden. § 354a HGB bleibt unberührt.`
    : `Keine Partei darf Rechte und Pflichten aus diesem Vertrag ohne vorherige Zustimmung der anderen Partei in Textform auf Dritte übertragen; die Zustimmung darf nicht unbillig verweigert werden.`,
);

/** Entire agreement, form, severance (§ 306), law and forum. `cisg`: a sale of goods; `forum`: how disputes go. */
export function schlussbestimmungen(o: { cisg?: boolean; forum: "commercial" | "employment" | "premises" }): ClauseSpec {
  return clause("Schlussbestimmungen", (ctx) => {
    const law = ctx.optional("governing_law");
    if (law && !/deutsch|german|bundesrepublik/i.test(law)) ctx.note("governing_law_fixed", `The German-language draft is governed by German law; governing_law ("${law}") was not applied. Ask for an English draft to choose another law.`);
    const out = [
      `Dieser Vertrag enthält sämtliche Vereinbarungen der Parteien über seinen Gegenstand und ersetzt alle früheren Vereinbarungen hierzu. Mündliche Nebenabreden bestehen nicht.`,
      `Änderungen und Ergänzungen dieses Vertrags bedürfen ${o.forum === "employment" ? "der Schriftform" : "der Textform"}, soweit nicht gesetzlich eine strengere Form vorgeschrieben ist. Der Vorrang individueller Vertragsabreden (${ctx.cite("de-bgb", "305b", "§ 305b BGB")}) bleibt unberührt.`,
      `Sollte eine Bestimmung dieses Vertrags unwirksam oder undurchführbar sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. Soweit die unwirksame Bestimmung eine Allgemeine Geschäftsbedingung im Sinne von ${ctx.cite("de-bgb", "305", "§ 305 Abs. 1 BGB")} ist, treten an ihre Stelle die gesetzlichen Vorschriften (${ctx.cite("de-bgb", "306", "§ 306 Abs. 2 BGB")}). Im Übrigen ersetzen die Parteien die unwirksame Bestimmung durch eine wirksame, die ihrem wirtschaftlichen Zweck möglichst nahekommt.`,
      `Dieser Vertrag unterliegt dem Recht der Bundesrepublik Deutschland${o.cisg ? " unter Ausschluss des Übereinkommens der Vereinten Nationen über Verträge über den internationalen Warenkauf vom 11. April 1980 (UN-Kaufrecht, CISG)" : ""}.`,
    ];
    const arbitration = ctx.optional("dispute_resolution") === "arbitration";
    if (o.forum === "employment") {
      if (arbitration) ctx.note("arbitration_employment_de", "Germany: disputes from an employment relationship belong to the labour courts and cannot be sent to arbitration by the employment contract (ArbGG § 101); the draft provides for none.");
      ctx.optional("venue");
      return out;
    }
    if (o.forum === "premises") {
      ctx.optional("venue");
      out.push(`Für Streitigkeiten aus diesem Mietverhältnis ist ausschließlich das Gericht zuständig, in dessen Bezirk die Mietsache liegt (§ 29a ZPO).`);
      return out;
    }
    if (arbitration) {
      out.push(`Alle Streitigkeiten aus oder im Zusammenhang mit diesem Vertrag werden nach der Schiedsgerichtsordnung der Deutschen Institution für Schiedsgerichtsbarkeit e. V. (DIS) unter Ausschluss des ordentlichen Rechtswegs endgültig entschieden. Schiedsort ist ${given(ctx, "arbitration_seat", BLANK)}.`);
    } else {
      out.push(`Ausschließlicher Gerichtsstand für alle Streitigkeiten aus oder im Zusammenhang mit diesem Vertrag ist ${given(ctx, "venue", BLANK)}, sofern die Parteien Kaufleute, juristische Personen des öffentlichen Rechts oder öffentlich-rechtliche Sondervermögen sind (§ 38 Abs. 1 ZPO).`);
    }
    out.push(`Dieser Vertrag wird in zwei gleichlautenden Ausfertigungen unterzeichnet; jede Partei erhält eine Ausfertigung.`);
    return out;
  });
}

/**
 * Payment on invoice between businesses: VAT on top, due date, default interest (§ 288(2), (5) BGB). `amounts` are the
 * sums the clause has written: where each already says how VAT applies („zzgl.“ or „inkl. Umsatzsteuer“), the clause
 * does not say it again.
 */
export function zahlung(ctx: DraftContext, payer: string, amounts: readonly string[] = []): string[] {
  const rate = ctx.optional("late_payment_interest");
  const taxed = amounts.filter((a) => /Umsatzsteuer/.test(a)).length;
  return [
    ...(taxed === 0 ? [`Alle Beträge verstehen sich zuzüglich der gesetzlichen Umsatzsteuer.`] : taxed < amounts.length ? [`Die übrigen Beträge verstehen sich zuzüglich der gesetzlichen Umsatzsteuer.`] : []),
    ((due) => (durationShape(due, "de") === "moment" ? `Die Zahlung ist ${due} ohne Abzug fällig.` : `Rechnungen sind innerhalb von ${dativ(due)} nach Zugang ohne Abzug zur Zahlung fällig.`))(given(ctx, "payment_terms", "30 Tage")),
    rate
      ? `Gerät ${payer} in Verzug, schuldet er Verzugszinsen in Höhe von ${/Prozentpunkt/.test(rate) ? rate.replace(/Prozentpunkte\b/, "Prozentpunkten") : `${rate} jährlich`}, mindestens jedoch die gesetzlichen Verzugszinsen von neun Prozentpunkten über dem Basiszinssatz, sowie die Pauschale von 40 Euro (${ctx.cite("de-bgb", "288", "§ 288 Abs. 2 und 5 BGB")}).`
      : `Gerät ${payer} in Verzug, schuldet er Verzugszinsen von neun Prozentpunkten über dem Basiszinssatz sowie die Pauschale von 40 Euro (${ctx.cite("de-bgb", "288", "§ 288 Abs. 2 und 5 BGB")}).`,
  ];
}

/** Fixed or open-ended term, ordinary notice, and termination for good cause (§ 314 BGB) in written form. */
export function laufzeit(ctx: DraftContext, defaultNotice: string): string[] {
  const start = ctx.given("effective_date") ? `am ${ctx.term("effective_date")}` : "mit seiner Unterzeichnung durch beide Parteien";
  const months = ctx.months("duration");
  const notice = given(ctx, "termination_notice", defaultNotice);

  return [
    months !== null
      ? `Dieser Vertrag tritt ${start} in Kraft und wird für eine feste Laufzeit von ${dativ(ctx.term("duration"))} geschlossen; während dieser Zeit ist die ordentliche Kündigung ausgeschlossen.`
      : `Dieser Vertrag tritt ${start} in Kraft und läuft auf unbestimmte Zeit. Jede Partei kann ihn ${mitFrist(notice)}${durationShape(notice, "de") === "reference" ? "" : " zum Monatsende"} ordentlich kündigen.`,
    `Das Recht jeder Partei zur Kündigung aus wichtigem Grund (${ctx.cite("de-bgb", "314", "§ 314 BGB")}) bleibt unberührt. Ein wichtiger Grund liegt insbesondere vor, wenn die andere Partei wesentliche Vertragspflichten trotz Abmahnung mit angemessener Fristsetzung verletzt oder wenn über ihr Vermögen das Insolvenzverfahren eröffnet oder die Eröffnung mangels Masse abgelehnt wird.`,
  ];
}
