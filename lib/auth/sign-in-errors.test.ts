import { describe, expect, it } from "vitest";
import { GENERIC_SIGN_IN_ERROR, signInErrorMessage } from "./sign-in-errors";

describe("signInErrorMessage", () => {
  it("shows known codes' messages and the generic line for anything else", () => {
    expect(signInErrorMessage("CredentialsSignin")).toBe("Wrong email or password, or the address is not confirmed yet.");
    expect(signInErrorMessage("<script>")).toBe(GENERIC_SIGN_IN_ERROR);
    expect(signInErrorMessage(null)).toBeNull();
  });
  it("never hands back an object's built-in properties as a message", () => {
    for (const code of ["__proto__", "constructor", "toString", "hasOwnProperty"]) expect(signInErrorMessage(code), code).toBe(GENERIC_SIGN_IN_ERROR);
  });
});
