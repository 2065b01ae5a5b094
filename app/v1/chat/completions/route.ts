import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { chatOperation } from "@/lib/chat/operations";
import { handleChat } from "@/lib/chat/complete";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(chatOperation.path, {
  POST: implement(chatOperation, handleChat),
});
