import { describe, expect, it } from "vitest";
import { dpdpPack, lgpdPack, sgPdpaPack } from "./asia-latam-privacy";
import { outcomes, statusOf } from "./test-helpers";

describe("DPDP Act rule pack", () => {
  const dpdp = dpdpPack();

  it("reports breaches of duties not yet in force with the date they apply from", () => {
    const o = outcomes(dpdp, "Staff policy. Every employee consents to the processing of personal data for any purpose the company may decide.", "IN", "2026-11-27")["dpdp-consent"];
    expect(o).toMatchObject({ status: "breached", inForceFrom: "2027-05-13" });
    expect(o.finding).toMatch(/^From 2027-05-13/);
    const later = outcomes(dpdp, "Staff policy. Every employee consents to the processing of personal data for any purpose the company may decide.", "IN", "2027-06-01")["dpdp-consent"];
    expect(later.inForceFrom).toBeUndefined();
  });

  it("breach notice left to discretion breaches s. 8(6); every breach to the Board and each person meets it", () => {
    expect(statusOf(dpdp, "Incident plan. Personal data breaches are reported to the Board only if we consider it appropriate.", "IN", "dpdp-breach-notice")).toBe("breached");
    expect(statusOf(dpdp, "Incident plan. We inform the Data Protection Board and each affected Data Principal of every breach.", "IN", "dpdp-breach-notice")).toBe("met");
  });

  it("children: a self-declared parent tick box, and targeted ads, breach s. 9", () => {
    expect(statusOf(dpdp, "App for school students. A student ticks the box \"I am the parent\"; no further verification is done.", "IN", "dpdp-children")).toBe("breached");
  });

  it("a privacy notice must say how to withdraw consent, raise a grievance and complain to the Board", () => {
    const o = outcomes(dpdp, "Privacy notice. We collect your mobile number to send you offers. You have the right to access your data.", "IN")["dpdp-notice"];
    expect(o.status).toBe("breached");
    expect(o.finding).toMatch(/withdraw consent.*grievance.*Board/);
  });
});

describe("Singapore PDPA rule pack", () => {
  const sg = sgPdpaPack();
  it("notifying the PDPC in 30 days breaches s. 26D; a 3-day notice does not", () => {
    expect(statusOf(sg, "Breach policy. We notify the PDPC within 30 days of discovering a breach.", "SG", "sg-breach-notice")).toBe("breached");
    expect(statusOf(sg, "Breach policy. We notify the PDPC within 3 calendar days of assessing a breach as notifiable.", "SG", "sg-breach-notice")).toBe("not_assessable");
  });
  it("marketing messages without checking the Do Not Call Register breach s. 43", () => {
    expect(statusOf(sg, "We send SMS promotions to all numbers and do not check the Do Not Call Register.", "SG", "sg-dnc")).toBe("breached");
  });
});

describe("LGPD rule pack", () => {
  const lgpd = lgpdPack();
  it("generic consent by accepting the terms breaches Art. 8; access after 60 days breaches Art. 19", () => {
    expect(statusOf(lgpd, "By accepting these Terms you consent to the processing of your data for all purposes.", "BR", "lgpd-generic-consent")).toBe("breached");
    expect(statusOf(lgpd, "Requests for access to your data are answered within 60 days.", "BR", "lgpd-access-time")).toBe("breached");
  });
  it("an incident reported to the ANPD after 30 days breaches Art. 48; three working days do not", () => {
    expect(statusOf(lgpd, "Incidents are communicated to the ANPD within 30 days.", "BR", "lgpd-incident")).toBe("breached");
    expect(statusOf(lgpd, "Incidents are communicated to the ANPD within three working days.", "BR", "lgpd-incident")).toBe("met");
  });

  it("Art. 11: sensitive data swept into a generic consent, or with no separate consent, is a breach; a specific, highlighted consent is not", () => {
    expect(statusOf(lgpd, "Terms of use. By accepting these terms you allow us to use all your data, including blood pressure and medication records, for any purposes.", "BR", "lgpd-sensitive")).toBe("breached");
    expect(statusOf(lgpd, "Terms of use. We record your fingerprints at the gate. There is no separate consent for biometric data.", "BR", "lgpd-sensitive")).toBe("breached");
    expect(statusOf(lgpd, "Termos. Ao aceitar estes termos você autoriza o uso de seus dados de saúde para quaisquer finalidades.", "BR", "lgpd-sensitive")).toBe("breached");
    expect(statusOf(lgpd, "Termos. Dados de saúde são tratados apenas com o seu consentimento específico e destacado.", "BR", "lgpd-sensitive")).not.toBe("breached");
    // Legitimate interest given in the next sentence as the basis of what the one before described.
    expect(statusOf(lgpd, "Privacy policy. We run your facial template through a model to estimate your mood. We do this on the basis of our legitimate interest in personalising offers.", "BR", "lgpd-sensitive")).toBe("breached");
    expect(statusOf(lgpd, "Privacy policy. We keep your email to send receipts. We do this on the basis of our legitimate interest in running the shop.", "BR", "lgpd-sensitive")).not.toBe("breached");
    expect(statusOf(lgpd, "Terms of use. We use your blood pressure readings only to draw your charts, with your specific consent given on a separate, highlighted screen.", "BR", "lgpd-sensitive")).not.toBe("breached");
    expect(statusOf(lgpd, "Clinic notice. Health data needed to protect your life in an emergency are processed without specific consent, as Art. 11, II allows.", "BR", "lgpd-sensitive")).not.toBe("breached");
  });
  it("Art. 19: a request to confirm whether data are held, answered after 20 days, is late; within 15 days is not", () => {
    expect(statusOf(lgpd, "Requests to confirm whether we process your data are answered within 20 days.", "BR", "lgpd-access-time")).toBe("breached");
    expect(statusOf(lgpd, "Requests to confirm whether we process your data are answered within 15 days.", "BR", "lgpd-access-time")).not.toBe("breached");
  });
});

