import { BLANK, type DraftContext } from "../types";
import { isIndexDescription, isShareDescription } from "../key-term-forms";
import { abtretung, akkusativ, dativ, datenschutz, haftung, hoehereGewalt, laufzeit, mitFrist, mitteilungen, schlussbestimmungen, vertraulichkeit, zahlung } from "./de";
import type { NativeType } from "./drafting";
import { durationShape, localRateParts } from "./format";
import { draftedCovenants, type RatioKind } from "../covenants";

/** The ten most used types drafted in German under German law. Roles are those of a German precedent. */

const fixed = (a: string, b: string) => () => ({ a, b });
const commercial = schlussbestimmungen({ forum: "commercial" });
const sale = schlussbestimmungen({ forum: "commercial", cisg: true });

/** Rights in work results: German copyright is not assignable (UrhG § 29(1)); rights of use are granted (§ 31). */
function nutzungsrechte(to: string, from: string, exclusive: boolean): string {
  return `${from} räumt ${to} an den im Rahmen dieses Vertrags geschaffenen Arbeitsergebnissen ein ${exclusive ? "ausschließliches" : "einfaches (nicht ausschließliches)"}, zeitlich und räumlich unbeschränktes, übertragbares Nutzungsrecht für alle bekannten Nutzungsarten ein (§ 31 UrhG). Das Nutzungsrecht geht mit vollständiger Zahlung der jeweiligen Vergütung über.`;
}

const nda: NativeType = {
  roles: (ctx) => (ctx.term("nda_type") === "one-way" ? { a: "offenlegende Partei", b: "empfangende Partei" } : { a: "Partei", b: "Partei" }),
  title: (ctx) => (ctx.term("nda_type") === "one-way" ? "Geheimhaltungsvereinbarung" : "Gegenseitige Geheimhaltungsvereinbarung"),
  recitals: (ctx) => [
    `Die Parteien beabsichtigen ${ctx.term("purpose")} (nachfolgend „Zweck“). Hierzu ${ctx.term("nda_type") === "one-way" ? `wird die offenlegende Partei der empfangenden Partei` : "werden die Parteien einander"} vertrauliche Informationen zugänglich machen, deren Schutz diese Vereinbarung dient.`,
  ],
  clauses: [
    { heading: "Vertrauliche Informationen", body: () => [
      `„Vertrauliche Informationen“ sind alle Informationen, gleich in welcher Form, die eine Partei (die „offenlegende Partei“) der anderen Partei (die „empfangende Partei“) im Zusammenhang mit dem Zweck zugänglich macht und die als vertraulich gekennzeichnet oder nach den Umständen als vertraulich anzusehen sind, insbesondere Geschäftsgeheimnisse im Sinne von § 2 Nr. 1 GeschGehG, technische Daten, Know-how, Geschäftspläne und Kundendaten.`,
      `Keine Vertraulichen Informationen sind Informationen, die allgemein bekannt sind oder ohne Verstoß gegen diese Vereinbarung allgemein bekannt werden, die der empfangenden Partei bei Offenlegung bereits rechtmäßig bekannt waren, die ihr von einem Dritten ohne Geheimhaltungspflicht rechtmäßig mitgeteilt werden oder die sie unabhängig selbst entwickelt hat. Die Beweislast trägt die empfangende Partei.`,
    ] },
    { heading: "Geheimhaltungspflichten", body: () => [
      `Die empfangende Partei hält die Vertraulichen Informationen geheim, verwendet sie ausschließlich für den Zweck und schützt sie durch angemessene Geheimhaltungsmaßnahmen, mindestens mit der Sorgfalt, die sie für eigene Geschäftsgeheimnisse anwendet.`,
      `Sie darf Vertrauliche Informationen nur solchen Organen, Mitarbeitern und Beratern zugänglich machen, die sie für den Zweck kennen müssen und die einer Geheimhaltungspflicht unterliegen, die dieser Vereinbarung mindestens gleichwertig ist; für deren Verhalten steht sie ein.`,
      `Es ist der empfangenden Partei untersagt, überlassene Gegenstände oder Software zu beobachten, zu untersuchen, zurückzubauen oder zu testen, um Vertrauliche Informationen zu erlangen (Reverse Engineering); § 3 Abs. 1 Nr. 2 GeschGehG ist insoweit abbedungen.`,
      `Ist die empfangende Partei gesetzlich, gerichtlich oder behördlich zur Offenlegung verpflichtet, unterrichtet sie die offenlegende Partei, soweit zulässig, vorab und beschränkt die Offenlegung auf das Erforderliche.`,
    ] },
    { heading: "Rückgabe und Vernichtung", body: () =>
      `Auf Verlangen der offenlegenden Partei, spätestens bei Beendigung dieser Vereinbarung, hat die empfangende Partei alle Vertraulichen Informationen einschließlich aller Kopien zurückzugeben oder zu vernichten und dies in Textform zu bestätigen. Ausgenommen sind Kopien, die aufgrund gesetzlicher Aufbewahrungspflichten oder in automatischen Datensicherungen vorgehalten werden müssen; für sie gilt die Geheimhaltungspflicht fort.` },
    { heading: "Keine Rechtseinräumung, keine Gewähr", body: () => [
      `Diese Vereinbarung räumt keine Rechte an Vertraulichen Informationen, Schutzrechten oder Know-how ein und verpflichtet keine Partei zum Abschluss weiterer Verträge.`,
      `Die offenlegende Partei übernimmt keine Gewähr für die Richtigkeit und Vollständigkeit der Vertraulichen Informationen; die Haftung für Vorsatz und Arglist bleibt unberührt.`,
    ] },
    { heading: "Laufzeit", body: (ctx) => {
      const start = ctx.given("effective_date") ? `am ${ctx.term("effective_date")}` : "mit Unterzeichnung durch beide Parteien";
      return [
        `Diese Vereinbarung tritt ${start} in Kraft und läuft ${dativ(ctx.term("duration")).replace(/^/, "für die Dauer von ")}. Jede Partei kann sie ${mitFrist(ctx.term("termination_notice"))} in Textform kündigen.`,
        `Die Geheimhaltungspflichten bestehen nach Beendigung dieser Vereinbarung für ${akkusativ(ctx.term("confidentiality_period"))} fort; für Geschäftsgeheimnisse gelten sie, solange diese Geschäftsgeheimnisse sind.`,
      ];
    } },
  ],
  boilerplate: [mitteilungen, commercial],
};

const service: NativeType = {
  roles: fixed("Auftraggeber", "Auftragnehmer"),
  title: () => "Dienstleistungsvertrag",
  clauses: [
    { heading: "Vertragsgegenstand", body: (ctx) => [
      `Der Auftragnehmer erbringt für den Auftraggeber folgende Leistungen: ${ctx.term("services")} (nachfolgend „Leistungen“).`,
      `Der Auftragnehmer schuldet die sorgfältige Erbringung der Leistungen nach dem Stand der Technik, nicht einen bestimmten Erfolg (Dienstvertrag, §§ 611 ff. BGB), soweit in diesem Vertrag nichts anderes bestimmt ist.`,
    ] },
    { heading: "Leistungserbringung", body: () => [
      `Der Auftragnehmer bestimmt Art, Ort und Zeit der Leistungserbringung selbst und setzt eigenes, sorgfältig ausgewähltes Personal ein. Seine Mitarbeiter unterliegen ausschließlich seinem Weisungsrecht; eine Arbeitnehmerüberlassung ist nicht vereinbart.`,
      `Der Auftraggeber wirkt bei der Leistungserbringung im erforderlichen Umfang mit, insbesondere stellt er rechtzeitig die benötigten Informationen und Zugänge bereit.`,
    ] },
    { heading: "Vergütung und Zahlung", body: (ctx) => {
      const out = [`Der Auftragnehmer erhält für die Leistungen eine Vergütung von ${ctx.term("fees")}.`, ...zahlung(ctx, "der Auftraggeber", [ctx.term("fees")])];
      const credit = ctx.optional("service_credit");
      if (credit) out.push(`Erbringt der Auftragnehmer die Leistungen nicht vertragsgemäß, schreibt er dem Auftraggeber für jeden betroffenen Monat ${credit} gut; weitergehende Ansprüche bleiben unberührt.`);
      return out;
    } },
    { heading: "Rechte an Arbeitsergebnissen", body: () => nutzungsrechte("dem Auftraggeber", "Der Auftragnehmer", false) },
    { heading: "Laufzeit und Kündigung", body: (ctx) => laufzeit(ctx, "ein Monat") },
  ],
  boilerplate: [vertraulichkeit, haftung, datenschutz, hoehereGewalt, mitteilungen, abtretung, commercial],
};

const consulting: NativeType = {
  roles: fixed("Auftraggeber", "Berater"),
  title: () => "Beratungsvertrag",
  clauses: [
    { heading: "Vertragsgegenstand", body: (ctx) => {
      const out = [`Der Berater berät den Auftraggeber wie folgt: ${ctx.term("services")} (nachfolgend „Beratungsleistungen“).`];
      const people = ctx.optional("key_personnel");
      if (people) out.push(`Die Beratungsleistungen werden maßgeblich erbracht durch: ${people}. Ein Austausch bedarf der vorherigen Zustimmung des Auftraggebers in Textform.`);
      return out;
    } },
    { heading: "Stellung des Beraters", body: () => [
      `Der Berater erbringt die Beratungsleistungen als selbständiger Unternehmer. Er ist in der Gestaltung seiner Tätigkeit, insbesondere in der Einteilung von Arbeitszeit und Arbeitsort, weisungsfrei und nicht in die Arbeitsorganisation des Auftraggebers eingegliedert; ein Arbeitsverhältnis (§ 611a BGB) wird nicht begründet.`,
      `Der Berater darf auch für andere Auftraggeber tätig sein. Für die Abführung von Steuern und Sozialversicherungsbeiträgen auf seine Vergütung ist er selbst verantwortlich.`,
    ] },
    { heading: "Vergütung und Auslagen", body: (ctx) => {
      const out = [`Der Berater erhält für die Beratungsleistungen eine Vergütung von ${ctx.term("fees")}.`];
      const cap = ctx.optional("fee_cap");
      if (cap) out.push(`Die Gesamtvergütung ist auf ${cap} begrenzt; Leistungen darüber hinaus bedürfen einer vorherigen Vereinbarung in Textform.`);
      out.push(`Auslagen werden erstattet, soweit sie ${ctx.given("expenses") ? `wie folgt vereinbart sind: ${ctx.term("expenses")}` : "angemessen sind, vom Auftraggeber vorab in Textform genehmigt wurden und nachgewiesen werden"}.`);
      return [...out, ...zahlung(ctx, "der Auftraggeber")];
    } },
    { heading: "Rechte an Arbeitsergebnissen", body: (ctx) => nutzungsrechte("dem Auftraggeber", "Der Berater", ctx.term("ip_ownership") === "client") },
    { heading: "Laufzeit und Kündigung", body: (ctx) => laufzeit(ctx, "ein Monat") },
  ],
  boilerplate: [vertraulichkeit, haftung, datenschutz, mitteilungen, abtretung, commercial],
};

const saas: NativeType = {
  roles: fixed("Anbieter", "Kunde"),
  title: () => "Vertrag über die Nutzung von Software as a Service (SaaS)",
  clauses: [
    { heading: "Vertragsgegenstand", body: (ctx) => [
      `Der Anbieter stellt dem Kunden für die Laufzeit dieses Vertrags folgende Software als Dienst über das Internet zur Nutzung bereit: ${ctx.term("service")} (nachfolgend „Dienst“). Eine Überlassung der Software zur Installation ist nicht geschuldet.`,
      `Der Anbieter räumt dem Kunden das einfache, nicht übertragbare und nicht unterlizenzierbare Recht ein, den Dienst für eigene geschäftliche Zwecke zu nutzen${ctx.optional("authorised_users") ? `, und zwar durch ${ctx.term("authorised_users")}` : ""}.`,
    ] },
    { heading: "Verfügbarkeit und Support", body: (ctx) => {
      const out = [
        `Der Anbieter gewährleistet eine Verfügbarkeit des Dienstes von ${ctx.term("availability")} im Monatsmittel am Übergabepunkt (Ausgang des Rechenzentrums). Angekündigte Wartungsfenster und Störungen, die der Anbieter nicht zu vertreten hat, bleiben außer Betracht.`,
        `Der Anbieter leistet Support ${ctx.given("support_hours") ? `zu folgenden Zeiten: ${ctx.term("support_hours")}` : "an Werktagen von 9:00 bis 17:00 Uhr"}.`,
      ];
      const credit = ctx.optional("service_credit");
      if (credit) out.push(`Wird die Verfügbarkeit unterschritten, schreibt der Anbieter dem Kunden ${credit} der monatlichen Vergütung gut; weitergehende Ansprüche bleiben unberührt.`);
      return out;
    } },
    { heading: "Vergütung und Zahlung", body: (ctx) => {
      const out = [`Der Kunde zahlt für den Dienst eine Vergütung von ${ctx.term("subscription_fees")}.`];
      const cap = ctx.optional("fee_increase_cap");
      if (cap) out.push(`Der Anbieter kann die Vergütung mit einer Ankündigungsfrist von drei Monaten zum Beginn einer Verlängerungslaufzeit um höchstens ${cap} erhöhen.`);
      return [...out, ...zahlung(ctx, "der Kunde", [ctx.term("subscription_fees")])];
    } },
    { heading: "Mängelrechte", body: (ctx) => [
      `Für Mängel des Dienstes gelten die mietrechtlichen Vorschriften (§§ 535 ff. BGB), soweit in diesem Vertrag nichts anderes bestimmt ist. Der Kunde zeigt Mängel unverzüglich in Textform an.`,
      `Die verschuldensunabhängige Haftung des Anbieters für bei Vertragsschluss vorhandene Mängel (${ctx.cite("de-bgb", "536a", "§ 536a Abs. 1 Alt. 1 BGB")}) ist ausgeschlossen; die Haftungsregelung dieses Vertrags bleibt im Übrigen unberührt.`,
    ] },
    { heading: "Kundendaten", body: (ctx) => {
      const where = ctx.optional("data_location");
      return [
        `Die vom Kunden im Dienst gespeicherten Daten bleiben dessen Eigentum im wirtschaftlichen Sinne; der Anbieter nutzt sie nur zur Erbringung des Dienstes.${where ? ` Die Daten werden ausschließlich an folgendem Ort gespeichert: ${where}.` : ""}`,
        `Nach Vertragsende stellt der Anbieter dem Kunden dessen Daten auf Verlangen innerhalb von 30 Tagen in einem gängigen, maschinenlesbaren Format bereit und löscht sie danach, soweit keine gesetzliche Aufbewahrungspflicht besteht.`,
      ];
    } },
    { heading: "Laufzeit und Kündigung", body: (ctx) => {
      const start = ctx.given("effective_date") ? `am ${ctx.term("effective_date")}` : "mit Unterzeichnung durch beide Parteien";
      const term = ctx.term("duration");
      return [
        ctx.term("renewal") === "automatic"
          ? `Dieser Vertrag tritt ${start} in Kraft und läuft zunächst ${akkusativ(term).replace(/^/, "für ")}. Er verlängert sich jeweils um ${akkusativ(term)}, wenn ihn keine Partei ${mitFrist(ctx.term("renewal_notice"))} zum Ende der jeweiligen Laufzeit kündigt.`
          : `Dieser Vertrag tritt ${start} in Kraft und endet nach ${dativ(term)}, ohne dass es einer Kündigung bedarf; eine Verlängerung bedarf einer Vereinbarung in Textform.`,
        `Das Recht jeder Partei zur Kündigung aus wichtigem Grund (${ctx.cite("de-bgb", "314", "§ 314 BGB")}) bleibt unberührt.`,
      ];
    } },
  ],
  boilerplate: [vertraulichkeit, haftung, datenschutz, hoehereGewalt, mitteilungen, abtretung, commercial],
};

const licence: NativeType = {
  roles: fixed("Lizenzgeber", "Lizenznehmer"),
  title: () => "Softwarelizenzvertrag",
  clauses: [
    { heading: "Vertragsgegenstand", body: (ctx) => [
      `Der Lizenzgeber überlässt dem Lizenznehmer folgende Software im Objektcode nebst Anwenderdokumentation: ${ctx.term("software")} (nachfolgend „Software“).`,
      `Die Auslieferung erfolgt ${ctx.given("delivery_method") ? `wie folgt: ${ctx.term("delivery_method")}` : "durch Bereitstellung zum gesicherten elektronischen Download"}. Ein Anspruch auf Überlassung des Quellcodes besteht nicht.`,
    ] },
    { heading: "Nutzungsrechte", body: (ctx) => {
      const months = ctx.months("duration");
      return [
        `Der Lizenzgeber räumt dem Lizenznehmer mit vollständiger Zahlung der Lizenzgebühr das einfache (nicht ausschließliche), ${months !== null ? `auf ${akkusativ(ctx.term("duration"))} befristete` : "zeitlich unbefristete"}, nicht unterlizenzierbare Recht ein, die Software ${ctx.given("permitted_use") ? `für folgende Zwecke zu nutzen: ${ctx.term("permitted_use")}` : "für seine internen Geschäftszwecke zu nutzen"}${ctx.optional("licensed_quantity") ? `, und zwar im Umfang von ${ctx.term("licensed_quantity")}` : ""}.`,
        `Der Lizenznehmer darf Sicherungskopien anfertigen, soweit dies für die Sicherung künftiger Benutzung erforderlich ist (§ 69d Abs. 2 UrhG). Die Dekompilierung ist nur in den Grenzen des § 69e UrhG zulässig.`,
      ];
    } },
    { heading: "Lizenzgebühr", body: (ctx) => [`Der Lizenznehmer zahlt eine Lizenzgebühr von ${ctx.term("licence_fee")}.`, ...zahlung(ctx, "der Lizenznehmer", [ctx.term("licence_fee")])] },
    { heading: "Mängelansprüche", body: (ctx) => [
      `Der Lizenzgeber gewährleistet, dass die Software bei Übergabe die in der Dokumentation vereinbarte Beschaffenheit hat und der vertragsgemäßen Nutzung keine Rechte Dritter entgegenstehen. Bei Mängeln leistet er nach seiner Wahl Nacherfüllung durch Beseitigung des Mangels oder Lieferung einer mangelfreien Version.`,
      `Mängelansprüche verjähren in ${dativ(ctx.term("warranty_period"))} ab Ablieferung; dies gilt nicht für Schadensersatzansprüche wegen Vorsatzes oder grober Fahrlässigkeit oder aus der Verletzung des Lebens, des Körpers oder der Gesundheit.`,
      `Keine Beschränkung der Mängelrechte gilt, soweit der Lizenzgeber einen Mangel arglistig verschwiegen oder eine Garantie für die Beschaffenheit übernommen hat (${ctx.cite("de-bgb", "444", "§ 444 BGB")}).`,
    ] },
  ],
  boilerplate: [vertraulichkeit, haftung, mitteilungen, abtretung, commercial],
};

const employment: NativeType = {
  individualB: true,
  roles: fixed("Arbeitgeber", "Arbeitnehmer"),
  title: () => "Arbeitsvertrag",
  clauses: [
    { heading: "Beginn des Arbeitsverhältnisses und Tätigkeit", body: (ctx) => [
      `Der Arbeitnehmer wird ab dem ${ctx.term("start_date")} als ${ctx.term("job_title")} eingestellt (${ctx.cite("de-bgb", "611a", "§ 611a BGB")}).`,
      `Arbeitsort ist ${ctx.optional("place_of_work") ?? `der Betrieb des Arbeitgebers in ${BLANK}`}. Der Arbeitgeber kann dem Arbeitnehmer im Rahmen billigen Ermessens eine andere zumutbare, gleichwertige Tätigkeit oder einen anderen Arbeitsort zuweisen.`,
      // German precedents either use the employee's own form or state that the generic masculine covers every gender;
      // the draft cannot know the employee's, so it says so, as form contracts do.
      `Die in diesem Vertrag verwendeten Personenbezeichnungen, insbesondere „Arbeitnehmer“, gelten gleichermaßen für alle Geschlechter.`,
    ] },
    { heading: "Probezeit", body: (ctx) => {
      const months = ctx.months("probation_period");
      if (months === null) return null;
      if (months > 6) ctx.note("probation_de", "Germany: the shortened two-week notice applies only to a probation of up to six months (BGB § 622(3)); the draft limits it to six months.");
      const period = months > 6 ? "sechs Monate" : ctx.term("probation_period");
      return `Die ersten ${period} des Arbeitsverhältnisses gelten als Probezeit. Während der Probezeit kann das Arbeitsverhältnis von beiden Seiten mit einer Frist von zwei Wochen gekündigt werden (${ctx.cite("de-bgb", "622", "§ 622 Abs. 3 BGB")}).`;
    } },
    { heading: "Arbeitszeit", body: (ctx) =>
      `Die regelmäßige Arbeitszeit beträgt ${ctx.given("working_hours") ? ctx.term("working_hours") : "40 Stunden wöchentlich, verteilt auf die Tage Montag bis Freitag"}. Beginn und Ende der täglichen Arbeitszeit und der Pausen richten sich nach den betrieblichen Regelungen und dem Arbeitszeitgesetz.` },
    { heading: "Vergütung", body: (ctx) => [
      vergütung(ctx.term("salary")),
      `Etwaige Sonderzahlungen sind freiwillig, soweit sie nicht in diesem Vertrag vereinbart sind; ein Anspruch für die Zukunft entsteht auch bei wiederholter Zahlung nur, wenn er ausdrücklich vereinbart wird.`,
    ] },
    { heading: "Urlaub", body: (ctx) =>
      `Der Arbeitnehmer hat Anspruch auf ${ctx.given("annual_leave") ? ctx.term("annual_leave") : `${BLANK} Arbeitstage bezahlten Erholungsurlaub je Kalenderjahr bei einer Fünf-Tage-Woche`}, mindestens jedoch auf den gesetzlichen Mindesturlaub (${ctx.cite("de-burlg", "3", "§ 3 BUrlG")}). Der gesetzliche Mindesturlaub wird vor dem vertraglichen Mehrurlaub gewährt.` },
    { heading: "Arbeitsverhinderung und Entgeltfortzahlung", body: (ctx) =>
      `Der Arbeitnehmer zeigt eine Arbeitsunfähigkeit und ihre voraussichtliche Dauer unverzüglich an. Im Krankheitsfall wird die Vergütung nach den Vorschriften des Entgeltfortzahlungsgesetzes bis zur Dauer von sechs Wochen fortgezahlt (${ctx.cite("de-efzg", "3", "§ 3 EFZG")}).` },
    { heading: "Verschwiegenheit und Nebentätigkeit", body: () => [
      `Der Arbeitnehmer ist verpflichtet, über alle Betriebs- und Geschäftsgeheimnisse des Arbeitgebers während und nach Beendigung des Arbeitsverhältnisses Stillschweigen zu bewahren.`,
      `Eine entgeltliche Nebentätigkeit zeigt der Arbeitnehmer vorher in Textform an. Der Arbeitgeber kann sie untersagen, wenn sie berechtigte betriebliche Interessen beeinträchtigt.`,
    ] },
    { heading: "Nachvertragliches Wettbewerbsverbot", body: (ctx) => {
      const months = ctx.months("non_compete_period");
      if (months === null) return null;
      if (months > 24) ctx.note("non_compete_de", "Germany: a post-contractual non-compete binds for at most two years (HGB § 74a(1)); the draft limits it to two years.");
      const period = months > 24 ? "zwei Jahre" : ctx.term("non_compete_period");
      return [
        `Der Arbeitnehmer verpflichtet sich, für die Dauer von ${dativ(period)} nach Beendigung des Arbeitsverhältnisses nicht für ein Unternehmen tätig zu werden, das mit dem Arbeitgeber in Wettbewerb steht, und ein solches weder zu errichten noch sich an ihm zu beteiligen. Das Verbot gilt ${ctx.given("non_compete_area") ? `für folgendes Gebiet: ${ctx.term("non_compete_area")}` : "in dem Gebiet, in dem der Arbeitgeber während der letzten zwölf Monate des Arbeitsverhältnisses tätig war und der Arbeitnehmer eingesetzt wurde"}.`,
        `Für die Dauer des Verbots zahlt der Arbeitgeber eine Karenzentschädigung in Höhe der Hälfte der zuletzt bezogenen vertragsmäßigen Leistungen für jedes Jahr des Verbots (§ 74 Abs. 2 HGB). Auf die Entschädigung wird anderweitiger Erwerb nach § 74c HGB angerechnet.`,
        `Im Übrigen gelten die §§ 74 bis 75c HGB. Der Arbeitnehmer erhält eine vom Arbeitgeber unterzeichnete Ausfertigung dieses Vertrags (§ 74 Abs. 1 HGB).`,
      ];
    } },
    { heading: "Beendigung", body: (ctx) => [
      // Without a probation clause there is no Probezeit to refer to.
      `${ctx.months("probation_period") === null ? "Das Arbeitsverhältnis kann" : "Nach Ablauf der Probezeit kann das Arbeitsverhältnis"} von beiden Seiten ${((n) => (durationShape(n, "de") === "reference" || / zum /.test(n) ? mitFrist(n) : `${mitFrist(n)} zum Monatsende`))(ctx.term("notice_period"))} gekündigt werden, mindestens jedoch mit der gesetzlichen Kündigungsfrist (${ctx.cite("de-bgb", "622", "§ 622 BGB")}).`,
      // § 622 Abs. 2 BGB lengthens only the employer's notice by length of service; the contract extends it to the
      // employee's, as § 622 Abs. 6 BGB forbids a longer period for the employee than for the employer.
      `Für eine Kündigung durch den Arbeitgeber verlängert sich die Kündigungsfrist nach § 622 Abs. 2 BGB, wenn das Arbeitsverhältnis in dem Betrieb oder Unternehmen zwei Jahre bestanden hat, auf einen Monat, fünf Jahre auf zwei Monate, acht Jahre auf drei Monate, zehn Jahre auf vier Monate, zwölf Jahre auf fünf Monate, fünfzehn Jahre auf sechs Monate und zwanzig Jahre auf sieben Monate, jeweils zum Ende eines Kalendermonats. Jede solche Verlängerung gilt auch für eine Kündigung durch den Arbeitnehmer.`,
      `Die Kündigung bedarf der Schriftform; die elektronische Form ist ausgeschlossen (${ctx.cite("de-bgb", "623", "§ 623 BGB")}). Das Recht zur außerordentlichen Kündigung aus wichtigem Grund (${ctx.cite("de-bgb", "626", "§ 626 BGB")}) bleibt unberührt.`,
      `Das Arbeitsverhältnis endet, ohne dass es einer Kündigung bedarf, mit Ablauf des Monats, in dem der Arbeitnehmer die Regelaltersgrenze der gesetzlichen Rentenversicherung erreicht.`,
    ] },
    { heading: "Nachweis der wesentlichen Vertragsbedingungen", body: (ctx) =>
      `Dieser Vertrag enthält die wesentlichen Vertragsbedingungen im Sinne von ${ctx.cite("de-nachwg", "2", "§ 2 des Nachweisgesetzes")}. Soweit dort genannte Angaben hier fehlen, teilt der Arbeitgeber sie dem Arbeitnehmer innerhalb der gesetzlichen Fristen in der gesetzlich vorgeschriebenen Form mit.` },
  ],
  boilerplate: [datenschutz, schlussbestimmungen({ forum: "employment" })],
};

const supply: NativeType = {
  roles: fixed("Lieferant", "Abnehmer"),
  title: () => "Rahmenliefervertrag",
  clauses: [
    { heading: "Vertragsgegenstand", body: (ctx) => {
      const out = [
        `Der Lieferant liefert dem Abnehmer auf der Grundlage einzelner Bestellungen folgende Produkte: ${ctx.term("products")} (nachfolgend „Vertragsprodukte“). Dieser Vertrag gilt für alle Einzelbestellungen; abweichende Einkaufs- oder Verkaufsbedingungen einer Partei gelten nicht.`,
      ];
      if (ctx.term("exclusivity") === "exclusive") {
        out.push(`Der Abnehmer deckt seinen Bedarf an den Vertragsprodukten ausschließlich beim Lieferanten. Diese Bezugsbindung gilt höchstens für fünf Jahre ab Vertragsbeginn (Art. 5 Abs. 1 lit. a der Verordnung (EU) 2022/720).`);
        ctx.note("exclusive_purchasing_de", "An exclusive purchasing obligation is a non-compete obligation under Regulation (EU) 2022/720 (Art. 1(1)(f)); it is block-exempted for at most five years (Art. 5(1)(a)) and only below the 30% market-share thresholds.");
      }
      const moq = ctx.optional("minimum_order_quantity");
      if (moq) out.push(`Die Mindestbestellmenge je Bestellung beträgt ${moq}.`);
      return out;
    } },
    { heading: "Bestellungen und Lieferung", body: (ctx) => [
      `Der Lieferant nimmt Bestellungen innerhalb von fünf Werktagen in Textform an oder lehnt sie ab. Die Lieferfrist beträgt ${ctx.term("lead_time")} ab Zugang der Bestellung.`,
      `Die Lieferung erfolgt ${ctx.given("delivery_terms") ? ctx.term("delivery_terms") : "DAP Betriebsstätte des Abnehmers (Incoterms® 2020)"}. Drohende Lieferverzögerungen zeigt der Lieferant unverzüglich in Textform an.`,
    ] },
    { heading: "Preise und Zahlung", body: (ctx) => [`Es gilt ein Preis von ${ctx.term("price")}.`, ...zahlung(ctx, "der Abnehmer", [ctx.term("price")])] },
    { heading: "Eigentumsvorbehalt", body: () =>
      `Die Vertragsprodukte bleiben bis zur vollständigen Bezahlung des jeweiligen Kaufpreises Eigentum des Lieferanten (§ 449 BGB). Der Abnehmer darf sie im ordnungsgemäßen Geschäftsgang weiterverarbeiten und weiterveräußern; er tritt die Forderungen aus der Weiterveräußerung bereits jetzt in Höhe des Rechnungswerts an den Lieferanten ab, der die Abtretung annimmt.` },
    { heading: "Untersuchungs- und Rügepflicht", body: () =>
      `Für die Untersuchungs- und Rügepflicht des Abnehmers gilt § 377 HGB mit der Maßgabe, dass offensichtliche Mängel innerhalb von fünf Werktagen nach Ablieferung und verdeckte Mängel innerhalb von fünf Werktagen nach ihrer Entdeckung in Textform anzuzeigen sind.` },
    { heading: "Mängelansprüche", body: (ctx) => [
      `Der Lieferant gewährleistet, dass die Vertragsprodukte bei Gefahrübergang die vereinbarte Beschaffenheit haben, den vereinbarten Spezifikationen entsprechen und frei von Rechten Dritter sind. Die Rechte des Abnehmers bei Mängeln richten sich nach den gesetzlichen Vorschriften (${ctx.cite("de-bgb", "437", "§ 437 BGB")}), soweit nichts anderes vereinbart ist.`,
      `Mängelansprüche verjähren in ${dativ(ctx.term("warranty_period"))} ab Ablieferung; dies gilt nicht für Schadensersatzansprüche wegen Vorsatzes oder grober Fahrlässigkeit oder aus der Verletzung des Lebens, des Körpers oder der Gesundheit und nicht, soweit das Gesetz längere Fristen zwingend vorschreibt.`,
      `Keine Beschränkung der Mängelrechte gilt, soweit der Lieferant einen Mangel arglistig verschwiegen oder eine Garantie für die Beschaffenheit übernommen hat (${ctx.cite("de-bgb", "444", "§ 444 BGB")}).`,
    ] },
    { heading: "Laufzeit und Kündigung", body: (ctx) => laufzeit(ctx, "drei Monate") },
  ],
  boilerplate: [vertraulichkeit, haftung, hoehereGewalt, mitteilungen, abtretung, sale],
};

const distribution: NativeType = {
  roles: fixed("Lieferant", "Vertragshändler"),
  title: () => "Vertragshändlervertrag",
  clauses: [
    { heading: "Vertragsgegenstand", body: (ctx) =>
      `Der Lieferant überträgt dem Vertragshändler den Vertrieb folgender Produkte: ${ctx.term("products")} (nachfolgend „Vertragsprodukte“). Der Vertragshändler kauft die Vertragsprodukte vom Lieferanten und verkauft sie im eigenen Namen und für eigene Rechnung weiter; er ist nicht Handelsvertreter des Lieferanten.` },
    { heading: "Vertragsgebiet und Ausschließlichkeit", body: (ctx) => {
      const kind = ctx.term("exclusivity");
      const out = [`Vertragsgebiet ist: ${ctx.term("territory")} (nachfolgend „Vertragsgebiet“).`];
      if (kind === "exclusive") out.push(`Der Lieferant wird im Vertragsgebiet weder selbst noch durch Dritte aktiv Vertragsprodukte vertreiben und keine weiteren Händler für das Vertragsgebiet einsetzen.`);
      else if (kind === "sole") out.push(`Der Lieferant wird für das Vertragsgebiet keine weiteren Händler einsetzen, behält sich aber den Direktvertrieb im Vertragsgebiet vor.`);
      else out.push(`Der Lieferant bleibt berechtigt, im Vertragsgebiet selbst und durch weitere Händler tätig zu werden.`);
      out.push(`Der Vertragshändler unterlässt den aktiven Verkauf in Gebiete, die der Lieferant sich selbst vorbehalten oder ausschließlich einem anderen Händler zugewiesen hat. Der passive Verkauf, auch über das Internet, bleibt unbeschränkt (Art. 4 lit. b der Verordnung (EU) 2022/720).`);
      return out;
    } },
    { heading: "Preise, Rabatte und Mindestabnahme", body: (ctx) => {
      const out = [`Der Vertragshändler bezieht die Vertragsprodukte zu den jeweils gültigen Listenpreisen des Lieferanten${ctx.optional("discount") ? ` abzüglich eines Händlerrabatts von ${ctx.term("discount")}` : ""}. Seine Wiederverkaufspreise bestimmt der Vertragshändler frei.`];
      const min = ctx.optional("minimum_purchases");
      if (min) out.push(`Der Vertragshändler verpflichtet sich zu einer Mindestabnahme von ${min}. Unterschreitet er sie, kann der Lieferant die Ausschließlichkeit mit einer Frist von drei Monaten in Textform aufheben.`);
      return [...out, ...zahlung(ctx, "der Vertragshändler")];
    } },
    { heading: "Pflichten des Vertragshändlers", body: () => [
      `Der Vertragshändler fördert den Absatz der Vertragsprodukte im Vertragsgebiet nach besten Kräften, unterhält eine angemessene Lagerhaltung und einen fachkundigen Kundendienst.`,
      `Er nutzt die Marken des Lieferanten nur zur Kennzeichnung und Bewerbung der Vertragsprodukte während der Laufzeit dieses Vertrags.`,
    ] },
    { heading: "Laufzeit und Kündigung", body: (ctx) => laufzeit(ctx, "sechs Monate") },
    { heading: "Ausgleichsanspruch", body: () =>
      `Ob dem Vertragshändler bei Beendigung dieses Vertrags ein Ausgleichsanspruch entsprechend § 89b HGB zusteht, richtet sich nach den gesetzlichen Vorschriften und der Rechtsprechung zur entsprechenden Anwendung auf Vertragshändler. Dieser Anspruch kann im Voraus nicht ausgeschlossen werden (§ 89b Abs. 4 HGB).` },
    { heading: "Kartellrecht", body: () =>
      `Die Parteien gehen davon aus, dass dieser Vertrag die Voraussetzungen der Verordnung (EU) 2022/720 (Vertikal-Gruppenfreistellungsverordnung) erfüllt. Eine Bestimmung, die danach eine Kernbeschränkung darstellen würde, gilt als nicht vereinbart.` },
  ],
  boilerplate: [vertraulichkeit, haftung, datenschutz, hoehereGewalt, mitteilungen, abtretung, sale],
};

/**
 * The pay clause for the salary as given: „brutto“ / „netto“ said once (a Bruttovergütung unless the value says
 * otherwise), an annual sum paid in twelve monthly instalments, a monthly one at each month-end.
 */
function vergütung(salary: string): string {
  const basis = /\s(brutto|netto)(?=\s|$)/.exec(salary)?.[1];
  const paid = / monatlich$/.test(salary) ? "zahlbar jeweils zum Monatsende" : / jährlich$/.test(salary) || !/ (vierteljährlich|pro \S+|je \S+)$/.test(salary) ? "zahlbar in zwölf gleichen Monatsraten jeweils zum Monatsende" : "zahlbar jeweils nachträglich";
  return `Der Arbeitnehmer erhält ${basis ? `eine Vergütung von ${salary}` : `eine Bruttovergütung von ${salary}`}, ${paid} auf ein vom Arbeitnehmer benanntes Konto.`;
}

const INTEREST_PERIODS: Record<string, string> = { monthly: "monatlich", quarterly: "vierteljährlich", annually: "jährlich" };
const TENOR_PERIODS: Record<number, string> = { 1: "monatlich", 3: "vierteljährlich", 6: "halbjährlich", 12: "jährlich" };

/**
 * Interest: fixed, or a benchmark plus margin whose tenor sets the interest periods unless the caller chose them, with
 * a zero floor and a fallback to the lender's cost of funds (as the English loan; LMA practice).
 */
function zinsen(ctx: DraftContext): string[] {
  const rate = ctx.term("interest_rate");
  const { floating, months } = localRateParts(rate, "de");
  const period = months !== null && !ctx.given("interest_period") ? (TENOR_PERIODS[months] ?? `am Ende jeder Zinsperiode von ${months} Monaten`) : (INTEREST_PERIODS[ctx.term("interest_period")] ?? "vierteljährlich");
  const out = [`Das Darlehen ist ab Auszahlung ${floating ? `variabel in Höhe des Referenzzinssatzes ${rate}` : `mit ${rate}`} zu verzinsen. Die Zinsen sind ${period} nachträglich zu zahlen und werden auf der Grundlage der tatsächlich verstrichenen Tage und eines Jahres von 360 Tagen berechnet.`];
  if (floating) {
    out.push(`Ist der Referenzzinssatz für eine Zinsperiode negativ, gilt er als null. Wird er für eine Zinsperiode nicht veröffentlicht, tritt an seine Stelle der Satz, den der Darlehensgeber dem Darlehensnehmer vor Fälligkeit der Zinsen als seine Refinanzierungskosten für das Darlehen mitteilt; die Parteien verhandeln dann höchstens dreißig Tage lang nach Treu und Glauben über einen Ersatzreferenzzinssatz.`);
  }
  return out;
}


/** Each ratio a lender tests, as a German facility defines it. */
const KENNZAHLEN: Record<RatioKind, string> = {
  leverage: "das Verhältnis der Nettofinanzverbindlichkeiten am Stichtag zum EBITDA des Prüfungszeitraums (Verschuldungsgrad)",
  interest_cover: "das Verhältnis des EBITDA zum Nettozinsaufwand des Prüfungszeitraums (Zinsdeckungsgrad)",
  debt_service_cover: "das Verhältnis des EBITDA abzüglich gezahlter Steuern und Investitionen zum im Prüfungszeitraum fälligen Schuldendienst (Tilgung, Zinsen und sonstige Finanzierungskosten) (Schuldendienstdeckungsgrad)",
};

/**
 * Finanzkennzahlen in der Kurzform eines Darlehensgebers („Leverage ≤ 3.0x …“) als definierte Kennzahlen mit
 * Stichtagen und Covenant-Bestätigung; anderer Wortlaut wird wie angegeben übernommen. Die Definitionen sind
 * abzustimmen (Hinweis).
 */
function finanzkennzahlen(ctx: DraftContext): string[] {
  return draftedCovenants(ctx, (given) => `Der Darlehensnehmer hält während der Laufzeit folgende Finanzkennzahlen ein: ${given}.`, (read) => {
    const stichtag = read.every === "year" ? "jedes Geschäftsjahres" : read.every === "half-year" ? "jedes Geschäftshalbjahres" : "jedes Geschäftsquartals";
    const ratios = read.ratios.map((r, i) => `(${String.fromCharCode(97 + i)}) ${KENNZAHLEN[r.kind]} ${r.max ? "höchstens" : "mindestens"} ${r.level.replace(".", ",")} : 1 beträgt`).join("; ");
    return [
      `Der Darlehensnehmer stellt sicher, dass für jeden Prüfungszeitraum ${ratios}. Prüfungszeitraum ist jeweils der Zeitraum von zwölf Monaten, der am letzten Tag ${stichtag} endet (Stichtag).`,
      `Im Sinne dieses Paragraphen bezeichnet „EBITDA“ das konsolidierte Ergebnis des Darlehensnehmers und seiner Tochtergesellschaften vor Zinsen, Steuern, Abschreibungen und außerordentlichen Posten; „Nettofinanzverbindlichkeiten“ die Summe ihrer Finanzverbindlichkeiten abzüglich ihrer liquiden Mittel; „Nettozinsaufwand“ die auf ihre Finanzverbindlichkeiten geschuldeten Zinsen, Provisionen und sonstigen Finanzierungskosten abzüglich ihrer Zinserträge.`,
      `Der Darlehensnehmer übermittelt dem Darlehensgeber zu jedem Stichtag innerhalb von 45 Tagen, für den Jahresabschluss innerhalb der nachstehenden Frist, eine von seiner Geschäftsführung unterzeichnete Bestätigung über die Einhaltung der Finanzkennzahlen mit deren Berechnung (Covenant-Bestätigung).`,
    ];
  });
}

const loan: NativeType = {
  roles: fixed("Darlehensgeber", "Darlehensnehmer"),
  title: () => "Darlehensvertrag",
  clauses: [
    { heading: "Darlehen und Verwendungszweck", body: (ctx) => [
      `Der Darlehensgeber gewährt dem Darlehensnehmer ein Darlehen in Höhe von ${ctx.term("loan_amount")} (nachfolgend „Darlehen“) nach Maßgabe der §§ 488 ff. BGB.`,
      `Der Darlehensnehmer verwendet das Darlehen ausschließlich für ${ctx.given("purpose") ? ctx.term("purpose") : "seine allgemeinen Unternehmenszwecke"}.`,
    ] },
    { heading: "Auszahlung", body: (ctx) =>
      `Das Darlehen wird ${ctx.given("drawdown_date") ? `am ${ctx.term("drawdown_date")}` : "innerhalb von fünf Bankarbeitstagen nach Unterzeichnung dieses Vertrags"} auf ein vom Darlehensnehmer benanntes Konto ausgezahlt, sofern die vereinbarten Sicherheiten bestellt sind.` },
    { heading: "Zinsen", body: (ctx) => [
      ...zinsen(ctx),
      `Gerät der Darlehensnehmer mit einer Zahlung in Verzug, erhöht sich der Zinssatz für die Dauer des Verzugs um ${ctx.term("default_interest")} p. a.; der Nachweis eines geringeren Schadens bleibt dem Darlehensnehmer vorbehalten.`,
    ] },
    { heading: "Rückzahlung", body: (ctx) => [
      ctx.optional("repayment_schedule")
        ? `Der Darlehensnehmer tilgt das Darlehen wie folgt: ${ctx.term("repayment_schedule")}; der dann noch offene Betrag ist am ${ctx.term("repayment_date")} zur Rückzahlung fällig.`
        : `Der Darlehensnehmer zahlt das Darlehen am ${ctx.term("repayment_date")} in einer Summe zurück.`,
      `Der Darlehensnehmer kann das Darlehen mit einer Frist von zehn Bankarbeitstagen ganz oder teilweise vorzeitig zurückzahlen; Teilrückzahlungen werden auf die zuletzt fälligen Raten angerechnet.`,
    ] },
    { heading: "Sicherheiten und Auflagen", body: (ctx) => {
      const out: string[] = [];
      if (ctx.optional("security")) out.push(`Zur Sicherung aller Ansprüche aus diesem Vertrag bestellt der Darlehensnehmer folgende Sicherheiten: ${ctx.term("security")}. Die Einzelheiten regeln gesonderte Sicherheitenverträge.`);
      if (ctx.optional("financial_covenants")) out.push(...finanzkennzahlen(ctx));
      out.push(`Der Darlehensnehmer legt dem Darlehensgeber seinen Jahresabschluss innerhalb von sechs Monaten nach Ende jedes Geschäftsjahres vor und unterrichtet ihn unverzüglich über jede wesentliche Verschlechterung seiner Vermögensverhältnisse.`);
      return out;
    } },
    { heading: "Kündigung aus wichtigem Grund", body: (ctx) => {
      const threshold = ctx.optional("cross_default_threshold");
      return [
        `Der Darlehensgeber kann das Darlehen aus wichtigem Grund fristlos kündigen (${ctx.cite("de-bgb", "314", "§ 314 BGB")}; § 490 Abs. 1 BGB bleibt unberührt). Ein wichtiger Grund liegt insbesondere vor, wenn der Darlehensnehmer mit einer Zahlung länger als 14 Tage in Verzug ist, wesentliche Angaben sich als unrichtig erweisen, er die Auflagen dieses Vertrags nicht einhält, über sein Vermögen ein Insolvenzantrag gestellt wird${threshold ? ` oder andere Finanzverbindlichkeiten von mehr als ${threshold} vorzeitig fällig gestellt werden` : ""}.`,
        `Mit Zugang der Kündigung werden das Darlehen und alle aufgelaufenen Zinsen sofort zur Rückzahlung fällig.`,
      ];
    } },
  ],
  boilerplate: [vertraulichkeit, mitteilungen, abtretung, commercial],
};

const REPAIRS: Record<string, string> = {
  "internal repairing": "Der Mieter trägt die Schönheitsreparaturen in den Mieträumen sowie die Kosten kleiner Instandhaltungen an Installationen, die seinem häufigen Zugriff ausgesetzt sind. Die Instandhaltung und Instandsetzung an Dach und Fach sowie im Übrigen obliegt dem Vermieter.",
  "full repairing": "Der Mieter trägt die Instandhaltung und Instandsetzung innerhalb der Mieträume einschließlich der ausschließlich von ihm genutzten technischen Anlagen. Die Instandhaltung und Instandsetzung an Dach und Fach sowie an gemeinschaftlich genutzten Flächen und Anlagen obliegt dem Vermieter.",
};

const lease: NativeType = {
  roles: fixed("Vermieter", "Mieter"),
  title: () => "Gewerbemietvertrag",
  clauses: [
    { heading: "Mietsache und Mietzweck", body: (ctx) => [
      `Der Vermieter vermietet dem Mieter folgende Räume: ${ctx.term("premises")} (nachfolgend „Mietsache“).`,
      `Die Mietsache wird zur Nutzung als ${ctx.given("permitted_use") ? ctx.term("permitted_use") : "Büro"} vermietet. Eine Änderung des Mietzwecks bedarf der vorherigen Zustimmung des Vermieters in Textform. Behördliche Genehmigungen für den Betrieb des Mieters holt dieser auf eigene Kosten ein.`,
    ] },
    { heading: "Mietzeit", body: (ctx) => {
      ctx.note("lease_form_de", "Germany: a lease for more than one year must meet the form of BGB § 550 (applied to commercial premises by § 578), failing which it can be ended on statutory notice; check the form that section requires in its current version for the lease and every amendment before signing.");
      const out = [`Das Mietverhältnis beginnt am ${ctx.given("commencement_date") ? ctx.term("commencement_date") : BLANK} und wird für eine feste Laufzeit von ${dativ(ctx.term("duration"))} geschlossen. Während der festen Laufzeit ist die ordentliche Kündigung ausgeschlossen.`];
      if (ctx.optional("break_date")) out.push(`Der Mieter ist berechtigt, das Mietverhältnis zum ${ctx.term("break_date")} ${mitFrist(ctx.term("notice_period"))} vorzeitig zu kündigen.`);
      out.push(`Das Recht zur außerordentlichen fristlosen Kündigung aus wichtigem Grund (${ctx.cite("de-bgb", "543", "§ 543 BGB")}) bleibt unberührt. Eine stillschweigende Verlängerung nach § 545 BGB ist ausgeschlossen.`);
      // § 550 BGB (with § 578): the form it requires for commercial premises changed with the 2024/2025 reform, so the
      // clause names the consequence and the duty, not the form (see the note lease_form_de).
      out.push(`Ein Mietvertrag über mehr als ein Jahr, der nicht in der Form geschlossen ist, die § 550 BGB in Verbindung mit § 578 BGB verlangt, gilt für unbestimmte Zeit. Die Parteien verpflichten sich, diesen Vertrag und jede Änderung oder Ergänzung in dieser Form abzuschließen.`);
      return out;
    } },
    { heading: "Miete und Betriebskosten", body: (ctx) => {
      const out = [
        `Die Miete beträgt ${ctx.term("rent")}; sie ist monatlich im Voraus bis zum dritten Werktag eines Monats zu zahlen. Hat der Vermieter zur Umsatzsteuer optiert (§ 9 UStG), ist zusätzlich die gesetzliche Umsatzsteuer zu zahlen.`,
        ctx.optional("service_charge")
          ? isShareDescription(ctx.optional("service_charge")!)
            ? `Der Mieter trägt ${ctx.term("service_charge")} im Sinne der Betriebskostenverordnung; er leistet hierauf angemessene monatliche Vorauszahlungen, über die der Vermieter jährlich abrechnet.`
            : `Der Mieter trägt die Betriebskosten im Sinne der Betriebskostenverordnung. Er leistet hierauf Vorauszahlungen von ${ctx.term("service_charge")}, über die der Vermieter jährlich abrechnet.`
          : `Der Mieter trägt die Betriebskosten im Sinne der Betriebskostenverordnung; er leistet hierauf angemessene monatliche Vorauszahlungen, über die der Vermieter jährlich abrechnet.`,
      ];
      const review = ctx.term("rent_review");
      const index = ctx.optional("rent_escalation");
      // Indexation by a named index is drafted as the parties wrote it, not as a stepped increase.
      if (index && isIndexDescription(index)) out.push(`Die Miete wird wie folgt angepasst: ${index}.`);
      else if (review === "fixed increase" && ctx.optional("rent_escalation")) out.push(`Die Miete erhöht sich jeweils nach Ablauf von ${dativ(ctx.term("review_interval"))} um ${ctx.term("rent_escalation")} (Staffelmiete).`);
      else if (review === "open market") out.push(`Die Parteien verhandeln jeweils nach Ablauf von ${dativ(ctx.term("review_interval"))} über eine Anpassung der Miete an die ortsübliche Marktmiete für vergleichbare Gewerberäume. Einigen sie sich nicht innerhalb von drei Monaten, bestimmt ein von der zuständigen Industrie- und Handelskammer benannter Sachverständiger die Marktmiete als Schiedsgutachter verbindlich.`);
      return out;
    } },
    { heading: "Mietsicherheit", body: (ctx) => {
      if (!ctx.optional("security_deposit")) return null;
      return `Der Mieter leistet dem Vermieter vor Übergabe der Mietsache eine Mietsicherheit (Kaution) von ${ctx.term("security_deposit")}. Er kann sie auch durch eine unbedingte, unbefristete und selbstschuldnerische Bürgschaft einer deutschen Bank erbringen.`;
    } },
    { heading: "Instandhaltung und Instandsetzung", body: (ctx) => REPAIRS[ctx.term("repair_obligation")] ?? REPAIRS["internal repairing"] },
    { heading: "Untervermietung", body: (ctx) =>
      `Eine Untervermietung oder sonstige Gebrauchsüberlassung an Dritte bedarf der vorherigen Erlaubnis des Vermieters (${ctx.cite("de-bgb", "540", "§ 540 BGB")}), die nur aus wichtigem Grund verweigert werden darf.` },
    { heading: "Rückgabe", body: () =>
      `Bei Beendigung des Mietverhältnisses gibt der Mieter die Mietsache geräumt und in dem Zustand zurück, in dem sie sich nach Erfüllung seiner Instandhaltungspflichten befinden muss. Vom Mieter vorgenommene Einbauten hat er auf Verlangen des Vermieters zu entfernen.` },
  ],
  // The liability clause shaped by §§ 307, 309 Nr. 7 BGB: a lease in standard terms is controlled like any other contract.
  boilerplate: [haftung, mitteilungen, schlussbestimmungen({ forum: "premises" })],
};

/**
 * A Gesellschaftervereinbarung beside a GmbH's Satzung. Its pre-emption, tag-along and drag-along are obligations to
 * assign shares, so the whole agreement needs notarial recording (GmbHG § 15(4)); the assignment itself is a
 * separate notarial deed (§ 15(3)); a consent requirement binding third parties belongs in the Satzung (§ 15(5)).
 */
const shareholders: NativeType = {
  roles: fixed("Gründer", "Investor"),
  title: () => "Gesellschaftervereinbarung",
  notarial: true,
  recitals: (ctx) => [
    `Die Parteien sind Gesellschafter der ${ctx.term("company")} (nachfolgend „Gesellschaft“). Der Gründer hält ${ctx.term("promoter_stake")}, der Investor ${ctx.term("investor_stake")} des Stammkapitals der Gesellschaft.`,
    `Die Parteien wollen ihre Rechtsbeziehungen als Gesellschafter ergänzend zur Satzung der Gesellschaft regeln.`,
  ],
  clauses: [
    { heading: "Verhältnis zur Satzung", body: (ctx) => [
      `Die Parteien üben ihre Stimmrechte so aus, dass die Satzung der Gesellschaft dieser Vereinbarung entspricht; insbesondere wird die Abtretung von Geschäftsanteilen in der Satzung an die Zustimmung der Gesellschafterversammlung gebunden (${ctx.cite("de-gmbhg", "15", "§ 15 Abs. 5 GmbHG")}).`,
      `Im Verhältnis der Parteien zueinander geht diese Vereinbarung der Satzung vor, soweit das Gesetz dies zulässt.`,
    ] },
    { heading: "Verfügungsbeschränkung", body: (ctx) => [
      `Der Gründer wird für ${akkusativ(ctx.term("lock_in_period"))} ab dem Abschluss dieser Vereinbarung über seine Geschäftsanteile nur mit vorheriger Zustimmung des Investors in Textform verfügen (Haltefrist).`,
      `Verfügung im Sinne dieser Vereinbarung ist jede Abtretung, Verpfändung, Bestellung eines Nießbrauchs, Treuhandabrede oder sonstige Vereinbarung, durch welche die Rechte aus einem Geschäftsanteil ganz oder teilweise einem Dritten zustehen.`,
    ] },
    { heading: "Vorerwerbsrecht", body: () => [
      `Will eine Partei Geschäftsanteile ganz oder teilweise an einen Dritten veräußern, hat sie diese zunächst der anderen Partei unter Angabe des Erwerbers, des Kaufpreises und aller wesentlichen Bedingungen in Textform zum Erwerb anzubieten (Vorerwerbsrecht).`,
      `Die andere Partei kann das Angebot binnen dreißig Tagen nach Zugang ganz annehmen. Nimmt sie es nicht an, darf die veräußernde Partei die Geschäftsanteile binnen drei Monaten an den benannten Erwerber zu keinen günstigeren Bedingungen veräußern; danach lebt das Vorerwerbsrecht wieder auf.`,
    ] },
    { heading: "Mitverkaufsrecht", body: () =>
      `Übt die andere Partei ihr Vorerwerbsrecht nicht aus, kann sie binnen derselben Frist verlangen, dass der Erwerber auch ihre Geschäftsanteile anteilig zu denselben Bedingungen, insbesondere zum selben Preis je Geschäftsanteil, erwirbt (Mitverkaufsrecht). Die veräußernde Partei darf ihre Geschäftsanteile nur veräußern, wenn der Erwerber dieses Verlangen erfüllt.` },
    { heading: "Mitverkaufspflicht", body: (ctx) =>
      `Wollen Gesellschafter, die zusammen mindestens ${ctx.term("drag_along_threshold")} des Stammkapitals halten, sämtliche Geschäftsanteile an einen unabhängigen Dritten veräußern, ist jede andere Partei verpflichtet, ihre Geschäftsanteile zu denselben Bedingungen, insbesondere zum selben Preis je Geschäftsanteil, an diesen Dritten zu veräußern (Mitverkaufspflicht). Die Gewährleistungen der mitveräußernden Partei beschränken sich auf den Bestand und die Lastenfreiheit ihrer Geschäftsanteile.` },
    { heading: "Pattsituation", body: (ctx) => {
      ctx.note("deadlock_de", "Germany: the deadlock clause ends in mediation and then a buy-sell offer between the parties; whether a casting vote, an advisory board or a sale of the company suits better is the parties' choice.");
      return [
        `Kommt ein Gesellschafterbeschluss über eine Angelegenheit, die für die Fortführung des Unternehmens der Gesellschaft wesentlich ist, in zwei aufeinanderfolgenden Gesellschafterversammlungen mangels Mehrheit nicht zustande (Pattsituation), verhandeln die Parteien binnen vierzehn Tagen persönlich über eine Lösung.`,
        `Gelingt keine Einigung, führen die Parteien ein Mediationsverfahren durch. Besteht die Pattsituation drei Monate nach Beginn der Mediation fort, kann jede Partei der anderen ihre sämtlichen Geschäftsanteile zu einem von ihr bestimmten Preis anbieten; die andere Partei hat binnen dreißig Tagen entweder das Angebot anzunehmen oder ihre eigenen Geschäftsanteile zum selben Preis je Geschäftsanteil an die anbietende Partei zu veräußern.`,
      ];
    } },
    { heading: "Informationsrechte", body: (ctx) =>
      `Der Gründer wirkt als Gesellschafter darauf hin, dass die Gesellschaft dem Investor binnen zwanzig Tagen nach Monatsende einen Monatsbericht mit betriebswirtschaftlicher Auswertung, binnen drei Monaten nach Ende des Geschäftsjahres den Jahresabschluss und vor Beginn jedes Geschäftsjahres den Budgetplan übermittelt. Das Auskunfts- und Einsichtsrecht des Investors nach ${ctx.cite("de-gmbhg", "51a", "§ 51a GmbHG")} bleibt unberührt.` },
    { heading: "Form und Laufzeit", body: (ctx) => {
      ctx.note("notarial_form_de", "Germany: the pre-emption right, tag-along and drag-along oblige the parties to assign GmbH shares, so the agreement must be notarially recorded (GmbHG § 15(4)); signed privately, those obligations are void. Each assignment is a separate notarial deed (§ 15(3)).");
      return [
        `Diese Vereinbarung enthält Verpflichtungen zur Abtretung von Geschäftsanteilen und wird deshalb notariell beurkundet (${ctx.cite("de-gmbhg", "15", "§ 15 Abs. 4 GmbHG")}). Die Abtretung selbst bedarf eines gesonderten notariell beurkundeten Vertrags (§ 15 Abs. 3 GmbHG).`,
        `Diese Vereinbarung gilt auf unbestimmte Zeit. Sie endet für eine Partei, sobald diese keine Geschäftsanteile mehr hält; das Recht zur Kündigung aus wichtigem Grund bleibt unberührt.`,
      ];
    } },
  ],
  boilerplate: [vertraulichkeit, mitteilungen, commercial],
};

export const germanTypes: Readonly<Record<string, NativeType>> = {
  nda,
  service_agreement: service,
  consulting_agreement: consulting,
  saas_subscription_agreement: saas,
  software_license_agreement: licence,
  employment_agreement: employment,
  supply_agreement: supply,
  distribution_agreement: distribution,
  loan_agreement: loan,
  commercial_lease: lease,
  shareholders_agreement: shareholders,
};
