/** Audit tools report inconsistent input through the shared collector (lib/tools/input-error.ts). */
export { ToolInputProblems as InputProblems, failInput as fail } from "@/lib/tools/input-error";
