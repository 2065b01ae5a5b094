import { describe, expect, it } from "vitest";
import { assessPack } from "../assess";
import { reviewDocument } from "../document";
import { rulePacks } from "./index";

/**
 * Issue 34: § 25 TDDDG and the other national rules transposing Art. 5(3) of the ePrivacy Directive cover an app's
 * access to the phone (SDKs, advertising ID, device identifiers, contacts) as they cover cookies. Expected answers were
 * written from the provisions before the code ran; our own sentences.
 */

const breachedIn = (packId: string, text: string, jurisdiction: string) =>
  assessPack(rulePacks.get(packId)!, reviewDocument(text), jurisdiction, "2026-11-27")
    .filter((o) => o.status === "breached")
    .map((o) => o.id);

describe("app trackers under § 25 TDDDG and the national ePrivacy rules", () => {
  // Expected: breached. Non-essential access to the device before, or without, any consent.
  it.each([
    ["de-tdddg", "DE", "Privacy notice for the FitTrack app. When you first open the app, the built-in advertising SDK reads your device's advertising ID and sends it to our ad partners, before you have made any choice."],
    ["de-tdddg", "DE", "Privacy notice for our shopping app. The app includes the Firebase Analytics SDK and the AppsFlyer SDK, which collect your device identifiers and advertising ID for analytics and ad attribution. By installing the app you agree to this."],
    ["de-tdddg", "DE", "Privacy notice for the QuickChat app. Our app reads your phone's contact list and device identifiers to build an advertising profile; there is no way to switch this off in the app."],
    ["de-tdddg", "DE", "About the QuickShop app. The app reads your advertising ID and device identifiers for ad measurement without asking you."],
    ["de-tdddg", "DE", "Datenschutzhinweise zur App. Die App liest Ihre Werbe-ID und Geräte-ID für Werbezwecke aus, ohne Ihre Einwilligung."],
    ["fr-loi-informatique-et-libertes", "FR", "Privacy notice for the Recettes app. The ad SDK in our app reads your advertising ID and device identifiers for ad targeting without asking you."],
    ["es-lssi", "ES", "Ofertas app privacy. When you open the app, the attribution SDK starts straight away and reads the device's advertising ID."],
  ])("flags %s %s: %s", (packId, jurisdiction, text) => {
    expect(breachedIn(packId, text, jurisdiction)).not.toEqual([]);
  });

  // Expected: lawful. Strictly necessary storage, or advertising access only after a yes.
  it.each([
    "Privacy notice for the FitTrack app. The app reads your advertising ID only after you tap 'Allow' on the consent screen at first launch; if you tap 'Decline', no advertising SDK is loaded.",
    "Privacy notice for the Banking app. The app stores a session token on your device to keep you logged in; this is strictly necessary for the service you asked for and needs no consent.",
    "Privacy notice for the ChatMe app. We read your contacts only when you tap 'Find friends', to show which of them use the app; nothing is used for advertising.",
    "Datenschutzhinweise zur App. Die App liest Ihre Werbe-ID erst aus, nachdem Sie auf „Zustimmen“ getippt haben; ohne Zustimmung bleibt das Werbe-SDK aus.",
    "Our ad SDK stays switched off until you choose 'Allow' on the first screen of the app; you can switch it off at any time under Settings > Privacy.",
  ])("accepts %s", (text) => {
    expect(breachedIn("de-tdddg", text, "DE")).toEqual([]);
  });
});

describe("an advertising ID handed to ad partners on legitimate interests (§ 25 TDDDG needs consent)", () => {
  it("flags the identifier passed to ad partners when the next sentence names legitimate interests as the basis", () => {
    const text = "App privacy notice. To show you offers, we pass your step counts, with your advertising ID, to our advertising partners. We do this on the basis of our legitimate interest in funding the app.";
    expect(breachedIn("de-tdddg", text, "DE")).toContain("cookie-no-consent");
  });

  it("accepts the same hand-over made only after consent, and legitimate interests named for something else", () => {
    expect(breachedIn("de-tdddg", "App privacy notice. Only if you tap Allow do we pass your advertising ID to our advertising partners. We do this on the basis of your consent.", "DE")).toEqual([]);
    expect(breachedIn("de-tdddg", "App privacy notice. We keep a log of log-ins to protect your account. We do this on the basis of our legitimate interest in security.", "DE")).toEqual([]);
  });
});
