import "server-only";
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { env } from "@/lib/env";
import type { ModelPool } from "./pools";
import { withRetries } from "./retry";
import type { ModeSettings } from "./modes";
import { endUserMetadata } from "./model-time";

export interface ToolSpec<T extends z.ZodType> {
  name: string;
  description: string;
  schema: T;
}

export interface StructuredCall<T extends z.ZodType> {
  pool: ModelPool;
  settings: ModeSettings;
  system: string;
  user: string;
  tool: ToolSpec<T>;
  signal?: AbortSignal;
  /** Deadline of one attempt; default MODEL_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Time for all attempts together; default MODEL_RETRY_BUDGET_MS (0: one attempt). */
  retryBudgetMs?: number;
}

export interface StructuredResult<T> {
  value: T;
  /** The model's output needed repair (e.g. an invalid field dropped); still billed. */
  repaired: boolean;
  tokensIn: number;
  tokensOut: number;
  model: string;
}

const definitions = new WeakMap<ToolSpec<z.ZodType>, Anthropic.Tool>();

/**
 * The tool as the model API takes it. Converting the zod schema to JSON Schema took about a tenth of a millisecond per
 * model call, so each tool's definition is built once and shared (treat it as read-only).
 */
export function toolDefinition(tool: ToolSpec<z.ZodType>): Anthropic.Tool {
  const known = definitions.get(tool);
  if (known) return known;
  const schema = z.toJSONSchema(tool.schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  delete schema.$schema;
  const definition = { name: tool.name, description: tool.description, input_schema: schema as Anthropic.Tool.InputSchema };
  definitions.set(tool, definition);
  return definition;
}

/**
 * One structured model call: the tool is forced, so the answer arrives as tool input that we validate.
 * Retries (backoff, retry-after, total budget) happen here; the concurrency slot is held per attempt only.
 * Throws when the model stays unavailable, its answer is cut off at the output limit (stop_reason max_tokens) or its
 * output cannot be repaired: the caller then degrades.
 */
export async function callStructured<T extends z.ZodType>(
  call: StructuredCall<T>,
  repair: (raw: unknown, text: string) => { value: z.infer<T>; repaired: boolean } | null,
): Promise<StructuredResult<z.infer<T>>> {
  const message = await withRetries(
    async () => {
      const release = await call.pool.semaphore.acquire(call.signal);
      const timeoutMs = call.timeoutMs ?? env().MODEL_TIMEOUT_MS;
      const deadline = attemptDeadline(call.signal, timeoutMs);
      const params = {
        model: call.settings.model,
        max_tokens: call.settings.maxTokens,
        system: call.system,
        messages: [{ role: "user" as const, content: call.user }],
        tools: [toolDefinition(call.tool)],
        tool_choice: { type: "tool" as const, name: call.tool.name },
        metadata: endUserMetadata(),
      };
      try {
        if (call.timeoutMs === undefined) return await call.pool.client.messages.create(params, { signal: deadline.signal });
        return await streamedMessage(call.pool, params, deadline.signal);
      } catch (err) {
        throw deadline.timedOut() ? new ModelAttemptTimeout(timeoutMs) : err;
      } finally {
        deadline.clear();
        release();
      }
    },
    { budgetMs: call.retryBudgetMs ?? env().MODEL_RETRY_BUDGET_MS, signal: call.signal },
  );
  // The tool input was cut off mid-JSON: whatever parses from it is incomplete (a shortened list, a sentence cut short).
  if (message.stop_reason === "max_tokens") throw new ModelOutputTruncated(call.tool.name, call.settings.maxTokens);
  const toolUse = message.content.find((b): b is Anthropic.ToolUseBlock => b.type === "tool_use" && b.name === call.tool.name);
  const text = message.content
    .filter((b): b is Anthropic.TextBlock => b.type === "text")
    .map((b) => b.text)
    .join("\n");
  const parsed = call.tool.schema.safeParse(toolUse?.input);
  const outcome = parsed.success ? { value: parsed.data, repaired: false } : repair(toolUse?.input, text);
  if (!outcome) throw new UnusableModelOutput(call.tool.name);
  return {
    ...outcome,
    tokensIn: message.usage?.input_tokens ?? 0,
    tokensOut: message.usage?.output_tokens ?? 0,
    model: message.model ?? call.settings.model,
  };
}

/**
 * A long answer (a whole contract) is streamed: a provider that falls silent is cut off after MODEL_TIMEOUT_MS of
 * silence, while one that keeps writing may run to the call's own, longer deadline.
 */
async function streamedMessage(pool: ModelPool, params: Anthropic.MessageCreateParamsNonStreaming, signal: AbortSignal): Promise<Anthropic.Message> {
  const idleMs = env().MODEL_TIMEOUT_MS;
  const stream = pool.client.messages.stream(params, { signal });
  let silent = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      silent = true;
      stream.abort();
    }, idleMs);
  };
  arm();
  stream.on("streamEvent", arm);
  try {
    return await stream.finalMessage();
  } catch (err) {
    throw silent ? new ModelAttemptTimeout(idleMs) : err;
  } finally {
    clearTimeout(timer);
  }
}

export class UnusableModelOutput extends Error {
  constructor(tool: string) {
    super(`the model's ${tool} output could not be used`);
    this.name = "UnusableModelOutput";
  }
}

/** The model used up the call's output budget before it finished the tool input; not retried (it would run out again). */
export class ModelOutputTruncated extends Error {
  constructor(tool: string, readonly maxTokens: number) {
    super(`the model's ${tool} output was cut off at its ${maxTokens}-token output limit`);
    this.name = "ModelOutputTruncated";
  }
}

/**
 * The SDK's timeout covers only the wait for response headers; a body that trickles in is never cut off.
 * Each attempt therefore gets its own deadline, linked to the caller's signal.
 */
export function attemptDeadline(parent: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) controller.abort(parent.reason);
  else parent?.addEventListener("abort", onParentAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear() {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onParentAbort);
    },
  };
}

/** The model did not finish (or fell silent) in time; a TypeError so the retry policy treats it like a dropped connection. */
export class ModelAttemptTimeout extends TypeError {
  constructor(ms: number) {
    super(`the model did not answer within ${ms} ms`);
    this.name = "ModelAttemptTimeout";
  }
}
