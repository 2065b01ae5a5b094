import { describe, expect, it } from "vitest";
import { rulePacks } from ".";
import { statusOf } from "./test-helpers";

/**
 * Issue 34, blind set 11: the general causes behind the set's dev-half misses and false alarms (privacy, cookies and
 * e-marketing), each as an invented breaching text beside a lawful near miss on the same topic. Our own sentences, not
 * the set's.
 */
const pack = (id: string) => rulePacks.get(id)!;
const lines = (...xs: string[]) => xs.join("\n");

describe("cookies: 'only the necessary cookies until you choose' is not a mislabel; a bracketed note is not a button", () => {
  const banner = (...xs: string[]) => lines("Kaffee Mayer – cookie banner", "We use cookies for the shop to work and, with your consent, for statistics and advertising.", ...xs);

  it("not breached: essential cookies only until the visitor chooses, trackers only after consent, in one sentence", () => {
    const text = banner("[Accept all] [Reject all]", "Until you choose, only the essential cookies (login, cart) are set; the statistics and advertising tags run only once you have consented to them.");
    expect(statusOf(pack("de-tdddg"), text, "DE", "cookie-necessary-mislabel")).not.toBe("breached");
  });

  it("breached: advertising pixels called strictly necessary", () => {
    expect(statusOf(pack("de-tdddg"), banner("[Accept all] [Reject all]", "Our advertising pixels are strictly necessary and always active."), "DE", "cookie-necessary-mislabel")).toBe("breached");
  });

  it("breached: an Accept button and a bracketed note saying there is no way to reject", () => {
    const text = banner("[Accept all]", "[Note: the banner has no reject link or settings; the page stays blocked until the visitor presses Accept.]");
    expect(statusOf(pack("de-tdddg"), text, "DE", "cookie-refusal")).toBe("breached");
  });

  it("not breached: Accept and Reject buttons, with a bracketed note about their look", () => {
    const text = banner("[Accept all] [Reject all]", "[Both buttons have the same size and colour, and nothing optional is set before a click.]");
    expect(statusOf(pack("de-tdddg"), text, "DE", "cookie-refusal")).not.toBe("breached");
  });

  it("breached: visitors need to accept advertising cookies to read on; not breached: they do not need to", () => {
    // No buttons drawn: the wording alone says whether refusing is possible.
    const gb = (s: string) => lines("Northern Recipes Ltd – cookies", "We use essential cookies and, to fund the site, advertising cookies from our partners.", s);
    expect(statusOf(pack("uk-pecr-2003"), gb("To read our recipes you need to accept our advertising cookies."), "GB", "cookie-refusal")).toBe("breached");
    expect(statusOf(pack("uk-pecr-2003"), gb("You do not need to accept cookies to read our recipes, and you can reject them all in one click."), "GB", "cookie-refusal")).not.toBe("breached");
  });
});

describe("GDPR: withdrawal by letter, easy ways refused; German state authorities by name", () => {
  const gdpr = pack("eu-gdpr");
  const form = (s: string) => lines("Weingut Roth – newsletter sign-up", "☐ Send me the Weingut Roth newsletter with new vintages and tasting events.", "[Subscribe]", s);

  it("breached: unsubscribing only by writing a letter, or the email and link routes declared unavailable", () => {
    expect(statusOf(gdpr, form("To stop the newsletter, you must write us a letter at Weinstraße 4, 67433 Neustadt."), "DE", "withdrawal")).toBe("breached");
    expect(statusOf(gdpr, form("Cancelling the newsletter online or by e-mail is currently not possible."), "DE", "withdrawal")).toBe("breached");
  });

  it("not breached: unsubscribing by the link, by email or by letter", () => {
    expect(statusOf(gdpr, form("You can unsubscribe at any time with the link in every newsletter, by e-mail, or by writing to us."), "DE", "withdrawal")).not.toBe("breached");
  });

  const notice = (complaint: string) =>
    lines(
      "Datenschutzhinweise – Physiotherapie Lenz (English version)",
      "Physiotherapie Lenz, Marktplatz 2, 90403 Nürnberg, is the controller; contact: praxis@lenz.example.",
      "We process your contact and health data to treat you (Art. 9(2)(h) GDPR) and to bill your insurer.",
      "Recipients: your health insurer and our billing service. We keep treatment records for ten years after the last treatment.",
      "You have the rights of access, rectification, erasure, restriction, portability and objection.",
      complaint,
    );
  it("met: a complaint to a German state authority named as the 'Landesamt für Datenschutzaufsicht'; breached: no authority", () => {
    expect(statusOf(gdpr, notice("You may also complain to the Bayerisches Landesamt für Datenschutzaufsicht in Ansbach."), "DE", "notice-complaint")).toBe("met");
    expect(statusOf(gdpr, notice("Questions? Ask at reception."), "DE", "notice-complaint")).toBe("breached");
  });
});

describe("GDPR: automated rejection with no reviewer named; candidates 'including unsuccessful ones' kept for years", () => {
  const gdpr = pack("eu-gdpr");
  const careers = (...xs: string[]) => lines("Careers privacy notice – Brenner Logistik GmbH", "We process your CV and answers to assess your application.", ...xs);

  it("breached: low scorers turned down automatically and no recruiter looks at them", () => {
    expect(statusOf(gdpr, careers("Our screening tool scores each CV and declines those under 50 automatically; no recruiter looks at them."), "DE", "automated-decisions")).toBe("breached");
  });

  it("not breached: the tool ranks, a recruiter reviews every application before any rejection", () => {
    expect(statusOf(gdpr, careers("Our screening tool scores each CV, and a recruiter reviews every application before anyone is declined."), "DE", "automated-decisions")).not.toBe("breached");
  });

  it("breached: applications, including unsuccessful ones, kept eight years; not breached: deleted six months after the post is filled", () => {
    expect(statusOf(gdpr, careers("We keep all CVs, including unsuccessful ones, for eight years."), "DE", "storage-limitation")).toBe("breached");
    expect(statusOf(gdpr, careers("We keep all CVs, including unsuccessful ones, for six months after the post is filled, then delete them."), "DE", "storage-limitation")).not.toBe("breached");
  });
});

describe("GDPR: people told of a high-risk breach only if the authority orders it; photos published unless someone objects", () => {
  const ukGdpr = pack("uk-gdpr");
  const plan = (s: string) => lines("Data breach procedure – Harbour Lettings Ltd", "Staff report any suspected personal data breach to the DPO at once.", "The DPO reports notifiable breaches to the ICO within 72 hours of our becoming aware of them.", s);

  it("breached: tenants not contacted, even at high risk, unless the ICO tells us to", () => {
    expect(statusOf(ukGdpr, plan("We do not contact affected tenants about a breach, even a high-risk one, unless the ICO tells us to."), "GB", "breach-individuals")).toBe("breached");
  });

  it("not breached: tenants told without undue delay where the risk to them is high", () => {
    expect(statusOf(ukGdpr, plan("Where a breach is likely to result in a high risk to tenants, we contact the affected tenants without undue delay."), "GB", "breach-individuals")).not.toBe("breached");
  });

  const club = (s: string) => lines("Privacy notice – Riverside Junior Rowing Club", "We use members' details to run training and competitions.", "We post photos from regattas on the club's public Instagram account.", s);
  it("breached: every rower appears unless a parent writes in to say no", () => {
    expect(statusOf(ukGdpr, club("Every rower is pictured unless a parent writes to the secretary asking us to leave their child out."), "GB", "lawful-consent")).toBe("breached");
  });

  it("not breached: only rowers whose parents ticked the photo box appear; a later change of mind is by email", () => {
    expect(statusOf(ukGdpr, club("Only rowers whose parents ticked the photo box on the membership form appear; to change your mind later, email the secretary."), "GB", "lawful-consent")).not.toBe("breached");
  });
});

describe("e-marketing: an email recognised by its headers; Ireland's reg. 13", () => {
  const email = (body: string) => lines("From: Zapatos Luna <hola@zapatosluna.example>", "Subject: Fin de semana de ofertas", "", body, "Zapatos Luna S.L., Calle Mayor 3, Sevilla");

  it("breached: a promotion mailing with no unsubscribe link, the word 'email' never used", () => {
    expect(statusOf(pack("es-lssi"), email("40% off all sandals this weekend! [Internal: no unsubscribe link in this mailing.]"), "ES", "lssi-email-marketing")).toBe("breached");
  });

  it("not breached: our own similar products to past buyers, with a free way to refuse in the message", () => {
    const body = "You bought from us, so here are our own new sandals, similar to your last order, at 40% off. Don't want these messages? Reply BAJA or use the unsubscribe link below, free of charge.";
    expect(statusOf(pack("es-lssi"), email(body), "ES", "lssi-email-marketing")).not.toBe("breached");
  });

  const ie = pack("ie-eprivacy-regulations-2011");
  it("breached (IE reg. 13): promotional texts to numbers taken for class bookings, members never asked", () => {
    const text = lines("Memo – Liffey Fitness, Dublin", "We will text a promotion for our partner's protein bars to every member's mobile number from the class-booking system.", "Members were never asked about marketing texts.");
    expect(statusOf(ie, text, "IE", "ie-email-marketing")).toBe("breached");
  });

  it("not breached (IE reg. 13): texts to customers about our own similar classes, STOP offered at sign-up and in each text", () => {
    const text = lines("Memo – Liffey Fitness, Dublin", "We will text customers who bought a class pass about our own similar classes and our new class offers.", "They could refuse when they gave their number, and every text says: reply STOP to opt out, free.");
    expect(statusOf(ie, text, "IE", "ie-email-marketing")).not.toBe("breached");
  });
});

describe("US privacy: retaliation in price wording, location for ads, teen sharing on by default, face templates, 'targeted advertising' named", () => {
  const ccpa = pack("us-ca-ccpa");
  const notice = (...xs: string[]) => lines("Privacy Notice for California Residents – SnackDash, Inc.", "We collect identifiers, order history and device data, and keep them for 2 years after your last order.", ...xs);

  it("§ 1798.125 breached: those who delete or opt out go back to regular prices; not breached: same prices for all", () => {
    expect(statusOf(ccpa, notice("If you opt out or ask us to delete your order history, your account moves back to regular pricing."), "US-CA", "ccpa-no-retaliation")).toBe("breached");
    expect(statusOf(ccpa, notice("If you opt out or ask us to delete your order history, you keep the same prices and service."), "US-CA", "ccpa-no-retaliation")).not.toBe("breached");
  });

  it("§ 1798.121 breached: precise geolocation used to show ads; not breached: only to deliver", () => {
    expect(statusOf(ccpa, notice("We use your precise geolocation to show you ads from nearby restaurants."), "US-CA", "ccpa-sensitive-limit")).toBe("breached");
    expect(statusOf(ccpa, notice("We use your precise geolocation only to deliver your order."), "US-CA", "ccpa-sensitive-limit")).not.toBe("breached");
  });

  it("§ 1798.120(c) breached: ad sharing on by default for users aged 13 to 15; not breached: off until the user turns it on", () => {
    expect(statusOf(ccpa, notice("For users aged 13 to 15, sharing with ad partners is on by default."), "US-CA", "ccpa-minors")).toBe("breached");
    expect(statusOf(ccpa, notice("For users aged 13 to 15, sharing with ad partners is off until the user turns it on."), "US-CA", "ccpa-minors")).not.toBe("breached");
  });

  const va = pack("us-va-cdpa");
  const vaNotice = (s: string) => lines("Virginia Privacy Notice – GateView Cameras, Inc.", "Our app builds facial geometry templates of visitors so it can name them.", s);
  it("§ 59.1-578 breached: use of the app taken as agreement to the processing described in the notice; not breached: face matching off until switched on", () => {
    expect(statusOf(va, vaNotice("By using the app you agree to the processing described in this notice."), "US-VA", "va-sensitive-consent")).toBe("breached");
    expect(statusOf(va, vaNotice("Face matching stays off until you switch it on in Settings, which asks for your consent first."), "US-VA", "va-sensitive-consent")).not.toBe("breached");
  });

  const co = pack("us-co-cpa");
  const coNotice = (s: string) => lines("Colorado Privacy Notice – Summit Radio, Inc.", s, "We do not respond to Global Privacy Control signals.");
  it("§ 6-1-1306 breached: listening-based ad segments the notice itself calls 'targeted advertising'; not breached: no targeted advertising at all", () => {
    expect(statusOf(co, coNotice("We group listeners into audience segments for advertisers; this is \"targeted advertising\" under Colorado law."), "US-CO", "co-universal-opt-out")).toBe("breached");
    expect(statusOf(co, coNotice("We do not sell personal data and we do not use it for targeted advertising."), "US-CO", "co-universal-opt-out")).not.toBe("breached");
  });
});

describe("DPDP and LGPD: purposes the fiduciary picks later; parents not asked", () => {
  it("DPDP s. 6(1) breached: consent to any other purposes the company may decide in future; not breached: new purposes asked for again", () => {
    const notice = (s: string) => lines("Notice – ShikshaPlus Learning Pvt. Ltd.", "We use your name, class and test scores to run your study plan.", s);
    expect(statusOf(pack("in-dpdp-act-2023"), notice("By signing up you consent to these uses and to any other purposes ShikshaPlus may decide in the future."), "IN", "dpdp-consent")).toBe("breached");
    expect(statusOf(pack("in-dpdp-act-2023"), notice("Before we use your data for any new purpose we will ask for your consent again."), "IN", "dpdp-consent")).not.toBe("breached");
  });

  it("LGPD Art. 14 breached: a child's profile made directly, parents not consulted; not breached: a parent confirms first", () => {
    const text = (s: string) => lines("Política de Privacidade – Brinca Loja Ltda. (English version)", "Children under 12 can keep a wish list in our Kids' Club.", s);
    expect(statusOf(pack("br-lgpd"), text("The child fills in the profile; parents are not consulted."), "BR", "lgpd-children")).toBe("breached");
    expect(statusOf(pack("br-lgpd"), text("The profile opens only after a parent gives specific consent by email."), "BR", "lgpd-children")).not.toBe("breached");
  });
});

describe("audit46: a hard way refused beside an easy one offered; a new purpose only after asking", () => {
  const notice = (...xs: string[]) => lines("Privacy Notice – Brightwater Books Ltd", "This notice explains how we use your personal data when you shop with us.", "We use your address to deliver your order.", ...xs);

  it("withdrawal not harder: the link is offered and only the phone (or post) is refused", () => {
    expect(statusOf(pack("eu-gdpr"), notice("You can unsubscribe at any time by clicking the link in any email; unsubscribing by phone is not possible."), "IE", "withdrawal")).not.toBe("breached");
    expect(statusOf(pack("eu-gdpr"), notice("You can withdraw consent online in your account; withdrawal by post is not accepted."), "IE", "withdrawal")).not.toBe("breached");
  });

  it("withdrawal harder: the easy ways refused and only a letter left", () => {
    expect(statusOf(pack("eu-gdpr"), notice("Withdrawing your consent by email or via a link is not possible; please write to us."), "IE", "withdrawal")).toBe("breached");
  });

  it("purpose limitation: new purposes only after telling people and asking for consent are not purposes at will", () => {
    expect(statusOf(pack("eu-gdpr"), notice("Any new purposes we may identify in the future will be explained to you, and we will ask for your consent before using your data for them."), "IE", "purpose-limitation")).not.toBe("breached");
    expect(statusOf(pack("eu-gdpr"), notice("We may also use your data for any other purposes Brightwater may decide in the future."), "IE", "purpose-limitation")).toBe("breached");
  });
});

describe("audit46: a refusal button with a long label is still one", () => {
  const banner = (...xs: string[]) => lines("Kaffee Mayer – cookie banner", "We use cookies for the shop to work and, with your consent, for statistics and advertising.", ...xs);
  it("not breached: [Accept all cookies] beside [Decline non-essential cookies and continue]", () => {
    expect(statusOf(pack("de-tdddg"), banner("[Accept all cookies] [Decline non-essential cookies and continue]"), "DE", "cookie-refusal")).not.toBe("breached");
  });
  it("breached: an Accept button and a long bracketed note that there is no reject option", () => {
    expect(statusOf(pack("de-tdddg"), banner("[Accept all cookies]", "[There is no reject option anywhere on the banner; visitors who want to decline must change their browser settings.]"), "DE", "cookie-refusal")).toBe("breached");
  });
});

describe("audit46: service messages need no unsubscribe link", () => {
  const policy = (s: string) => lines("Email policy – Harbour Lane Deli Ltd", "We email our newsletter with offers only to customers who opted in, and every newsletter has an unsubscribe link.", s);
  it("not breached: order confirmations and delivery messages carry no unsubscribe link", () => {
    expect(statusOf(pack("uk-pecr-2003"), policy("Order confirmations and delivery messages contain no unsubscribe link, as they are service messages."), "GB", "pecr-email-marketing")).not.toBe("breached");
  });
  it("breached: the campaign template has no unsubscribe link", () => {
    expect(statusOf(pack("uk-pecr-2003"), policy("The spring campaign template has no unsubscribe link."), "GB", "pecr-email-marketing")).toBe("breached");
    // A receipt that carries offers is marketing too.
    expect(statusOf(pack("uk-pecr-2003"), policy("Our email receipts also carry weekly offers, with no unsubscribe link."), "GB", "pecr-email-marketing")).toBe("breached");
  });
});
