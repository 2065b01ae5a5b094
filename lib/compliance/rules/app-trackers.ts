import { affirms } from "./facts";
import { TRACKER_TECH } from "./privacy-facts";

/**
 * Storage on, and reading from, a phone by an app: the same act as a cookie under Art. 5(3) of the ePrivacy Directive
 * and its national rules (§ 25 TDDDG and the others), in the words app notices use: SDKs, advertising IDs, device
 * identifiers, the contact list, fingerprinting.
 */
export const APP_DEVICE_ACCESS =
  /\b(advertising (ids?|identifiers?)|ad ids?|idfa|gaid|aaid|(analytics|advertising|ad|tracking|marketing|attribution) sdks?|sdks? (for|of) (analytics|advertising|ads|ad \w+|marketing|attribution)|device (identifiers?|ids?|fingerprint\w*)|fingerprinting|(phone's|device's|your) (contact list|contacts|address book)|werbe-?(ids?|kennung)|geräte-?(ids?|kennung(en)?)|(werbe|tracking|analyse)-?sdks?|(ihr(e|en)? )?(kontakte|adressbuch))(?![\wäöüß-])/i;

/** Purposes beyond the service the user asked for: advertising, analytics, profiling, attribution. */
const NOT_FOR_THE_SERVICE = /\b(advertis\w*|ads?\b|marketing|analytics|profil\w*|attribution|retargeting|targeting|measure\w*|statistics|werb\w*|reichweitenmessung|analyse\w*)\b/i;

/** No choice is left: "there is no way to switch this off", "without asking", "cannot be disabled", "automatically". */
const NO_CHOICE =
  /\b(no (way|option|setting|means) to (switch|turn|opt) (it |this |them )?(off|out)|cannot be (switched off|turned off|disabled|refused|deactivated)|can(no|')t (switch|turn) (it |this |them )?off|without (asking|your (consent|permission|agreement))|whether (or not )?you (agree|consent)|(we|the app) (do|does) not ask (for )?(your )?(consent|permission)|ohne (ihre (einwilligung|zustimmung)|sie zu fragen)|keine möglichkeit[^.;]{0,40}(abzuschalten|auszuschalten|zu widersprechen|abzulehnen)|nicht (ab|aus)(schalten|gestellt werden|geschaltet werden))(?![\wäöüß])/i;

/** Access that waits for a yes: "only after you tap Allow", "erst nachdem Sie zugestimmt haben". */
const AFTER_A_YES = /\b(only (after|once|when|if) you|until you|erst (nachdem|wenn|nach|mit)|bis sie)\b/i;

/** Installing or opening the app read as agreement: "By installing the app you agree to this". */
const INSTALL_AS_CONSENT = /\b(by|through|upon) (installing|downloading|opening|launching|using) (the|this|our) app\b[^.;]{0,40}\b(you )?(agree|accept|consent)\w*/i;
const TERMS = /\b(terms|conditions|t&cs?|contract|eula|licen[cs]e)\b/i;

/** Whether the sentence (read with the one before) has an app read or store device data for ads or analytics with no choice. */
export function appAccessWithoutChoice(sentence: string): boolean {
  return APP_DEVICE_ACCESS.test(sentence) && NOT_FOR_THE_SERVICE.test(sentence) && NO_CHOICE.test(sentence) && !AFTER_A_YES.test(sentence) && affirms(sentence, APP_DEVICE_ACCESS);
}

/** Whether the sentence takes installing or opening the app as consent to the trackers it or the sentence before names. */
export function installTakenAsTrackerConsent(sentence: string, previous = ""): boolean {
  if (!INSTALL_AS_CONSENT.test(sentence) || TERMS.test(sentence) || !affirms(sentence, INSTALL_AS_CONSENT)) return false;
  return [sentence, previous].some((t) => APP_DEVICE_ACCESS.test(t) || TRACKER_TECH.test(t));
}
