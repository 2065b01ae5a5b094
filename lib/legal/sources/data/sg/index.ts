import type { InstrumentInput } from "../../schema";
import { sgChildDevelopmentCoSavingsAct2001 } from "./sg-child-development-co-savings-act-2001";
import { sgEmploymentAct1968 } from "./sg-employment-act-1968";
import { sgCriminalProcedureCode2010 } from "./sg-criminal-procedure-code-2010";
import { sgCommunityDisputesResolutionAct2015 } from "./sg-community-disputes-resolution-act-2015";
import { sgIncomeTaxAct1947 } from "./sg-income-tax-act-1947";
import { sgConsumerProtectionFairTradingAct2003 } from "./sg-consumer-protection-fair-trading-act-2003";
import { sgCivilLawAct1909 } from "./sg-civil-law-act-1909";
import { sgWomensCharter1961 } from "./sg-womens-charter-1961";
import { sgSaleOfGoodsAct1979 } from "./sg-sale-of-goods-act-1979";

/** Singapore instruments added for everyday law. (The Companies Act, PDPA and Payment Services Act files sit in intl/.) */
export const sgInstruments: InstrumentInput[] = [
  sgChildDevelopmentCoSavingsAct2001,
  sgEmploymentAct1968,
  sgCriminalProcedureCode2010, sgCommunityDisputesResolutionAct2015, sgIncomeTaxAct1947, sgConsumerProtectionFairTradingAct2003, sgCivilLawAct1909,
  sgWomensCharter1961,
  sgSaleOfGoodsAct1979,
];
