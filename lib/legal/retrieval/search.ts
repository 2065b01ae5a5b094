import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/lib/db/client";
import { expandQuery } from "./synonyms";

export interface RetrievedProvision {
  source_id: string;
  article: string;
  heading: string;
  summary: string;
  topics: string[];
  title: string;
  jurisdiction: string;
  provision_label: string;
  /** In [0, 1]: the share of the question's terms the provision matches, weighted with its full-text rank. */
  relevance_score: number;
}

export interface SearchInput {
  query: string;
  /** The requested jurisdiction and its ancestors, e.g. ["FR", "EU"]. */
  jurisdictions: string[];
  limit?: number;
  /** Restrict to these instruments (e.g. the regulations a compliance check names). */
  sourceIds?: string[];
}

/**
 * PostgreSQL full-text search over provisions (tsvector + GIN), the same on PGlite and PostgreSQL. The
 * question's stemmed terms are OR-ed, so a long question still finds provisions that match part of it; the
 * score then rewards matching more of the question (coverage) and matching it in headings (ts_rank_cd).
 */
/** How many best-covering provisions are ranked in full. */
const CANDIDATES = 40;

export async function searchProvisions(db: DbOrTx, input: SearchInput): Promise<RetrievedProvision[]> {
  const limit = Math.min(Math.max(input.limit ?? 8, 1), 50);
  const query = expandQuery(input.query.slice(0, 20_000));
  const sourceFilter = input.sourceIds && input.sourceIds.length > 0 ? sql`and p.source_id = any(${pgArray(input.sourceIds)})` : sql``;
  // Coverage (cheap: one @@ per query term) picks the candidates; cover-density rank (costly) is computed
  // only for those, so a question full of common words stays fast.
  const rows = await queryRows<RetrievedProvision & { rank: number; coverage: number }>(
    db,
    sql`
    with terms as (
      select coalesce(array_agg(distinct lexeme), '{}') as lexemes from unnest(to_tsvector('english', ${query}))
    ), q as (
      select (array_to_string(array(select quote_literal(l) from unnest(terms.lexemes) l), ' | '))::tsquery as query,
             array(select quote_literal(l)::tsquery from unnest(terms.lexemes) l) as each_term,
             cardinality(terms.lexemes) as n
      from terms
    ), candidates as (
      select p.id, (select count(*) from unnest(q.each_term) t where p.search @@ t)::float8 / greatest(q.n, 1) as coverage
      from q, legal_provisions p join legal_instruments i on i.source_id = p.source_id
      where q.n > 0 and p.search @@ q.query and i.jurisdiction = any(${pgArray(input.jurisdictions)}) ${sourceFilter}
      order by coverage desc
      limit ${CANDIDATES}
    )
    select p.source_id, p.article, p.heading, p.summary, p.topics, i.title, i.jurisdiction, i.provision_label,
           ts_rank_cd(p.search, q.query, 32) as rank, c.coverage
    from candidates c join legal_provisions p on p.id = c.id join legal_instruments i on i.source_id = p.source_id, q
    order by ts_rank_cd(p.search, q.query, 32) + c.coverage desc, p.source_id, p.position
    limit ${limit}`,
  );
  return rows.map((r) => ({
    source_id: r.source_id,
    article: r.article,
    heading: r.heading,
    summary: r.summary,
    topics: r.topics,
    title: r.title,
    jurisdiction: r.jurisdiction,
    provision_label: r.provision_label,
    relevance_score: Math.round(Math.min(1, 0.6 * Number(r.coverage) + 0.4 * Number(r.rank)) * 10_000) / 10_000,
  }));
}

/** A text[] parameter that both drivers bind the same way. */
function pgArray(values: string[]) {
  return sql`${`{${values.map((v) => `"${v.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`}::text[]`;
}
