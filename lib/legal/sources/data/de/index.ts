import type { InstrumentInput } from "../../schema";
import { deAgg } from "./de-agg";
import { deAktg } from "./de-aktg";
import { deAo } from "./de-ao";
import { deArbzg } from "./de-arbzg";
import { deBeeg } from "./de-beeg";
import { deBetrvg } from "./de-betrvg";
import { deBurlg } from "./de-burlg";
import { deEfzg } from "./de-efzg";
import { deEstg } from "./de-estg";
import { deGmbhg } from "./de-gmbhg";
import { deKschg } from "./de-kschg";
import { deMilog } from "./de-milog";
import { deMuschg } from "./de-muschg";
import { deNachwg } from "./de-nachwg";
import { deStpo } from "./de-stpo";
import { deTzbfg } from "./de-tzbfg";
import { deUstg } from "./de-ustg";
import { deUwg } from "./de-uwg";
import { deInso } from "./de-inso";

/** German federal statutes other than the BGB (which sits with the older EU-region files). */
export const deInstruments: InstrumentInput[] = [
  deAgg,
  deAktg,
  deAo,
  deArbzg,
  deBeeg,
  deBetrvg,
  deBurlg,
  deEfzg,
  deEstg,
  deGmbhg,
  deInso,
  deKschg,
  deMilog,
  deMuschg,
  deNachwg,
  deStpo,
  deTzbfg,
  deUstg,
  deUwg,
];
