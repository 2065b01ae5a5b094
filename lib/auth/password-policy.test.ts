import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MIN_PASSWORD_LENGTH, newPasswordSchema, passwordProblem } from "./password-policy";

describe("passwordProblem", () => {
  it("refuses the weak passwords the probe got through, and anything shorter than 12", () => {
    expect(passwordProblem("aaaaaaaaaa")).toBe("use at least 12 characters");
    expect(passwordProblem("password12")).toBe("use at least 12 characters");
    expect(passwordProblem("short")).toBe(`use at least ${MIN_PASSWORD_LENGTH} characters`);
    // Length counts characters as people see them, not UTF-16 units.
    expect(passwordProblem("🔑".repeat(11))).toBe("use at least 12 characters");
  });

  it("refuses listed common passwords of 12 characters or more, in any case", () => {
    for (const listed of ["qwerty123456", "1qaz2wsx3edc", "QWERTY123456", "123456789012"]) expect(passwordProblem(listed), listed).toMatch(/list of commonly used passwords/);
  });

  it("refuses a listed password with digits or symbols added at either end", () => {
    for (const padded of ["password1234", "iloveyou2024!", "!!!sunshine!!!", "1234dragon5678", "Football#2026"]) expect(passwordProblem(padded), padded).toMatch(/list of commonly used passwords/);
  });

  it("refuses a repeated pattern", () => {
    expect(passwordProblem("aaaaaaaaaaaa")).toMatch(/more different characters/);
    expect(passwordProblem("abababababab")).toMatch(/more different characters/);
  });

  it("refuses the account's email address or its local part", () => {
    expect(passwordProblem("jane.doe.lawyer@firm.example", { email: "Jane.Doe.Lawyer@firm.example" })).toMatch(/email address/);
    expect(passwordProblem("jane.doe.lawyer", { email: "jane.doe.lawyer@firm.example" })).toMatch(/email address/);
    expect(passwordProblem("jane.doe.lawyer2026", { email: "jane.doe.lawyer@firm.example" })).toMatch(/email address/);
  });

  it("accepts a long password that is not on the list", () => {
    for (const good of ["a-long-test-password", "correct horse battery staple", "Tr0ub4dor&3-quince", "noscript-secret-x7k2p9q1"]) expect(passwordProblem(good), good).toBeNull();
  });
});

describe("newPasswordSchema", () => {
  it("gives the policy's message as a zod issue", () => {
    const parsed = newPasswordSchema.safeParse("password1234");
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toMatch(/list of commonly used passwords/);
    expect(newPasswordSchema.safeParse("a-long-test-password").success).toBe(true);
    expect(newPasswordSchema.safeParse("x".repeat(1025)).error?.issues[0].message).toBe("use at most 1024 characters");
  });
});

describe("the sign-up and admin schemas", () => {
  it("refuse the email address as the password once, with the field named", async () => {
    const { signUpInput } = await import("./sign-up");
    const parsed = signUpInput.safeParse({ email: "jane.doe.lawyer@firm.example", password: "jane.doe.lawyer@firm.example" });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["password", "do not use your email address as your password"]]);
    const { createUserBody } = await import("@/lib/admin/schemas");
    const admin = createUserBody.safeParse({ email: "jane.doe.lawyer@firm.example", password: "password1234" });
    expect(admin.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["password", "this password is on a list of commonly used passwords; choose another"]]);
    expect(createUserBody.safeParse({ email: "jane.doe.lawyer@firm.example" }).success).toBe(true);
  });
});

describe("newPasswordSchema's minimum", () => {
  it("is one message for a short password, and shows in the JSON schema", () => {
    expect(newPasswordSchema.safeParse("short").error?.issues.map((i) => i.message)).toEqual(["use at least 12 characters"]);
    expect(z.toJSONSchema(newPasswordSchema)).toMatchObject({ minLength: 12, maxLength: 1024 });
  });
});
