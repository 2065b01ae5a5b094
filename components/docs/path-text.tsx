import { Fragment } from "react";

/** A path that may wrap only after a slash, so long templates break as `/v1/admin/users/` + `{user_id}/keys`. */
export function PathText({ path }: { path: string }) {
  const parts = path.split("/");
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? "/" : ""}
          {i > 0 && i < parts.length ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
