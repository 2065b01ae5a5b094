import type { AlertType } from "./enqueue";

const str = (v: unknown) => (v === undefined || v === null ? "?" : String(v));

/** The email for an alert: a subject and plain text, from the event's data. */
export function alertEmail(type: string, data: Record<string, unknown>, consoleUrl: string): { subject: string; text: string } {
  const key = `"${str(data.name)}" (${str(data.display_key)})`;
  const lines: Record<AlertType, () => { subject: string; text: string }> = {
    "credits.low": () => ({
      subject: `Your credit balance is low: ${str(data.balance)} left`,
      text: `Your balance is ${str(data.balance)} credits, below the alert threshold of ${str(data.threshold)} you set.\nTop up or change the threshold: ${consoleUrl}/console/usage`,
    }),
    "key.limit_reached": () => ({
      subject: `API key ${str(data.name)} reached ${str(data.percent)}% of its ${str(data.limit)} cap`,
      text: `Key ${key} has used ${str(data.used)} of its ${str(data.limit)} cap of ${str(data.cap)} (${str(data.percent)}%).\nManage it: ${consoleUrl}/console/keys`,
    }),
    "key.revoked": () => ({
      subject: `API key ${str(data.name)} was revoked`,
      text: `Key ${key} was revoked at ${str(data.revoked_at)}; calls with it are refused.\nYour keys: ${consoleUrl}/console/keys`,
    }),
    "key.expiring": () => ({
      subject: `API key ${str(data.name)} expires on ${str(data.expires_at).slice(0, 10)}`,
      text: `Key ${key} stops working at ${str(data.expires_at)}. Rotate it before then: ${consoleUrl}/console/keys`,
    }),
  };
  const build = lines[type as AlertType];
  return build ? build() : { subject: `Alert: ${type}`, text: JSON.stringify(data) };
}
