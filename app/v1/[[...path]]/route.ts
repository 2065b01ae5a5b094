import { v1NotFound } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1NotFound();
