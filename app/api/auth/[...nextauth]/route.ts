import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

const handler = (req: NextRequest, context: Context) => NextAuth(req, context, authOptions());

export { handler as GET, handler as POST };
